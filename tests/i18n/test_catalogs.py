"""The five catalogs stay complete and consistent: the same messages, the same placeables, every plural form."""

from __future__ import annotations

from functools import cache

import pytest
from babel import Locale
from fluent.syntax import FluentParser, ast, visitor

from tricktable.cards import parse_cards
from tricktable.i18n import LANGUAGES, localizer
from tricktable.i18n.localizer import catalog_files
from tricktable.messages import Cards, Message, Seat, Side

OTHERS = [lang for lang in LANGUAGES if lang != "en"]
FUNCTIONS = {"CARDS", "SEAT", "SUIT", "VERBS", "LIST", "SIGNED", "NUMBER", "ARTICLE"}
#: languages whose nouns do not change after a numeral ("5 lap", "25 pont"), so they need no plural selectors
NO_PLURAL_NOUNS = {"hu"}


class _Refs(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.functions: set[str] = set()
        self.selects: list[tuple[str, set[str]]] = []  # (selector variable, variant keys)

    def visit_VariableReference(self, node):  # noqa: N802 (the visitor's naming)
        self.variables.add(node.id.name)

    def visit_FunctionReference(self, node):  # noqa: N802
        self.functions.add(node.id.name)
        self.generic_visit(node)

    def visit_SelectExpression(self, node):  # noqa: N802
        if isinstance(node.selector, ast.VariableReference):
            keys = {v.key.name if isinstance(v.key, ast.Identifier) else v.key.value for v in node.variants}
            self.selects.append((node.selector.id.name, keys))
        self.generic_visit(node)


@cache
def catalog(lang: str) -> dict[str, _Refs]:
    out: dict[str, _Refs] = {}
    for path in catalog_files(lang):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        junk = [e for e in resource.body if isinstance(e, ast.Junk)]
        assert not junk, f"{path}: {junk[0].annotations[0].message}: {junk[0].content[:80]!r}"
        for entry in resource.body:
            if isinstance(entry, ast.Message):
                assert entry.id.name not in out, f"{path}: {entry.id.name} twice"
                refs = _Refs()
                refs.visit(entry)
                out[entry.id.name] = refs
    return out


def plural_categories(lang: str) -> set[str]:
    return set(Locale.parse(lang).plural_form.tags) | {"other"}


def _plural_variables(refs: _Refs) -> set[str]:
    """The variables a message selects on by plural category (``[one]``, ``[few]``… keys; ``$case`` is grammar)."""
    return {var for var, keys in refs.selects if var != "case" and keys & {"zero", "one", "two", "few", "many"}}


@pytest.mark.parametrize("lang", OTHERS)
def test_every_catalog_has_every_english_message_and_no_stale_one(lang):
    en, other = set(catalog("en")), set(catalog(lang))
    assert not en - other, f"{lang} lacks {sorted(en - other)}"
    assert not other - en, f"{lang} has messages English no longer has: {sorted(other - en)}"


@pytest.mark.parametrize("lang", OTHERS)
def test_every_translation_has_the_placeables_of_the_english_message(lang):
    """(``$case`` is grammar the functions pass in: a language selects on it where it declines, or ignores it.)"""
    en = catalog("en")
    bad = {mid: (sorted(en[mid].variables - {"case"}), sorted(refs.variables - {"case"}))
           for mid, refs in catalog(lang).items() if mid in en and refs.variables - {"case"} != en[mid].variables - {"case"}}
    assert not bad, f"{lang}: message: (English placeables, {lang} placeables): {bad}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_catalogs_call_only_the_known_functions(lang):
    unknown = {mid: refs.functions - FUNCTIONS for mid, refs in catalog(lang).items() if refs.functions - FUNCTIONS}
    assert not unknown


@pytest.mark.parametrize("lang", OTHERS)
def test_plural_messages_have_every_plural_form_of_the_language(lang):
    """Czech needs one/few/many/other (many: decimals), Romanian one/few/other, Greek one/other."""
    cats = plural_categories(lang)
    en = catalog("en")
    problems = []
    for mid, refs in catalog(lang).items():
        for var, keys in refs.selects:
            if var != "case" and keys & (cats - {"other"}) and not cats <= keys | {"other"}:
                problems.append((mid, var, sorted(cats - keys)))
        if lang not in NO_PLURAL_NOUNS:
            for var in _plural_variables(en.get(mid, _Refs())) - _plural_variables(refs):
                problems.append((mid, var, "no plural selector where English has one"))
    assert not problems, f"{lang}: (message, variable, missing): {problems}"


SAMPLES = {
    "seat": [Seat(1), Seat(0)], "to_act": [Seat(1)], "declarer": [Seat(0), Seat(3)], "next_dealer": [Seat(2)],
    "cards": [Cards(parse_cards("G14 R5")), Cards(())], "held": [Cards(parse_cards("G7 G5"))],
    "card": [Cards(parse_cards("10S"))], "best": [Cards(parse_cards("KH"))], "top": [Cards(parse_cards("QS"))],
    "example": [Cards(parse_cards("R14"))], "current": [Cards(parse_cards("2H"))],
    "played": [Cards(parse_cards("AS"))], "bird": [Cards(parse_cards("Crow"), "Crow")],
    "suit": ["H", "G", "trump", "NT"], "verbs": [("bid", "pass", "play")], "known": [["a", "b"]],
    "names": [["colour"]], "choices": [("high", "low")], "seats": [[Message("callbreak-seat-score", {
        "seat": Seat(0), "call": 2, "tricks": 4, "score": -2})]],
    "made": [True, False], "family": ["rook", "callbreak", "shengji"], "kind": ["play"],
    "level": ["2", "A"], "bird_name": ["Rook", "Owl"], "size": [41, 57, 108], "nest": [5, 4, 1], "step": [5, 10], "level0": ["2"], "level1": ["J"], "value": [1, 5, 20, 4.1], "best_value": [7, -2.5], "cost": [1, 2.5],
    "n": [0, 1, 2, 5, 1.5, 21], "score": [4.1, -2], "score0": [80], "score1": [-35],
    "side": [Side(0), Side(1)], "pts": [0, 1, 2, 5, 80, 125], "why": [Message("explain-cb-tenth", {"n": 2})],
    "code": ["K7Q2-MXAB", "F7Q2-MXAB", "5QK7-MXAB"],  # as room.js formatCode writes it
    "unit": ["hand", "round"],  # what one deal is called (ai/review.py hand_heading)
}


def _arg_sets(variables: set[str]) -> list[dict]:
    """A few argument sets that reach the message's variants (each sample of each variable at least once)."""
    longest = max((len(SAMPLES.get(v, [7])) for v in variables), default=1)
    return [{v: SAMPLES.get(v, [7, 1, 2])[i % len(SAMPLES.get(v, [7, 1, 2]))] for v in variables}
            for i in range(longest)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_renders_without_errors_in_every_language(lang):
    loc = localizer(lang)
    bundle = loc.bundle
    for mid, refs in catalog(lang).items():
        for args in _arg_sets(refs.variables):
            for seats in (None, ("you", "left", "partner", "right")):
                fluent_args = {k: loc._arg(v, (seats, "short")) for k, v in args.items()}
                text, errors = bundle.format_pattern(bundle.get_message(mid).value, fluent_args)
                assert not errors, (lang, mid, args, errors)
                assert text.strip() and "{" not in text, (lang, mid, args, text)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_variant_line_starts_with_the_variant_name(lang):
    """The settings menu shows the one-line description alone, so it must name the variant itself."""
    from tricktable.engine import get_game, variant_keys

    loc = localizer(lang)
    for key in [k for k in variant_keys() if not k.startswith("webtest/")]:  # tests/web registers toy variants
        title = loc.format("variant-" + key.replace("/", "-").replace("_", "-") + "-title")
        line = loc.description(get_game(key))
        assert line.split()[0].rstrip(":,") == title.split()[0].rstrip(":,"), (lang, key, title, line)
