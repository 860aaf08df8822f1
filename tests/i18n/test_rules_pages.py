"""Rules pages in every language, generated from the variant's config: the same sections as the English page,
the config's numbers, and a house option that changes the text in all five languages."""

import re

import pytest

from tricktable.engine import get_game, variant_keys
from tricktable.i18n import LANGUAGES, localizer

VARIANTS = [k for k in variant_keys() if k.split("/")[0] in ("rook", "callbreak", "shengji")]


def shape(markdown: str) -> list[str]:
    """The page's structure: heading levels, bullets, table rows and paragraphs, in order."""
    out = []
    for line in markdown.splitlines():
        m = re.match(r"^(#+) |^(- )|^(\|)", line)
        if m:
            out.append(m.group(1) or m.group(2) or m.group(3))
        elif line.strip():
            out.append("p")
    return out


def numbers_of(game) -> list[int]:
    cfg = game.config
    if game.family == "rook":
        return [cfg.target, cfg.min_bid, game.top_bid, cfg.hand_size, cfg.total_points] + (
            [cfg.nest_size] if cfg.nest_size else [])
    if game.family == "callbreak":
        return [cfg.min_call, cfg.max_call] + ([cfg.rounds] if cfg.rounds else [])
    return [108, 25, 8, 80, 200]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("key", VARIANTS)
def test_every_rules_page_has_the_english_sections_and_the_configs_numbers(key, lang):
    game = get_game(key)
    en = localizer("en").rules_markdown(game)
    text = localizer(lang).rules_markdown(game)
    assert en == game.rules_text()
    assert shape(text) == shape(en)
    for n in numbers_of(game):
        assert re.search(rf"(?<![\d.,]){n}(?![\d])", text), (key, lang, n)
    assert "{" not in text and "rules-" not in text and "variant-" not in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_house_option_changes_the_rules_page_in_every_language(lang):
    loc = localizer(lang)
    plain = loc.rules_markdown(get_game("rook/crowsnest"))
    house = loc.rules_markdown(get_game("rook/crowsnest", {"target": 500, "bird_rank": "high"}))
    assert plain != house and "500" in house and "500" not in plain
    assert f"**{loc('page-opt-target')}**: 500" in house
    cb = loc.rules_markdown(get_game("callbreak/master", {"rounds": 7}))
    assert "7" in cb and cb != loc.rules_markdown(get_game("callbreak/master"))


def test_the_hungarian_crowsnest_page_reads_as_card_players_say_it():
    text = localizer("hu").rules_markdown(get_game("rook/crowsnest"))
    assert text.startswith("# CrowsNest\n")
    for word in ("fészek", "adu", "licit", "ütés", "osztó", "Varjú"):
        assert word in text, word
    assert "Crow" not in text.replace("CrowsNest", "")


def _another_value(spec, value):
    """A value of the option other than ``value`` that the config accepts on its own."""
    if spec["kind"] == "bool":
        return not value
    if spec["kind"] == "choice":
        return next(c for c in spec["choices"] if c != value)
    if spec["kind"] == "int":
        if value is None:
            return spec["min"]
        if spec["nullable"]:
            return None
        return value + spec["step"] if value + spec["step"] <= spec["max"] else value - spec["step"]
    return None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_house_rules_are_listed_by_the_options_words_never_python_values(lang):
    """The house-rules section names each changed option as the settings do, and its value in words ("yes",
    "the declarer's team", "no limit"), never ``True``, ``None`` or an option's code name."""
    loc = localizer(lang)
    tried = 0
    for key in [k for k in VARIANTS if k.startswith("rook/")]:
        base = get_game(key)
        for name, spec in base.option_specs().items():
            value = _another_value(spec, base.options()[name])
            if value is None and not spec["nullable"]:
                continue
            try:
                game = get_game(key, {name: value})
            except ValueError:
                continue  # a value that does not fit this preset's other rules
            house = loc.rules_markdown(game).split("\n## ")[-1]
            tried += 1
            assert loc(f"page-opt-{name}") in house, (key, name, house)
            code = rf"|\b{name}\b" if "_" in name else ""  # an option's code name (one-word names are words too)
            assert not re.search(r"\b(True|False|None)\b|page-|`" + code, house), (key, name, house)
    assert tried > 20
