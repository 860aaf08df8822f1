"""``/api/variants?lang=``: the variant list in the player's language (issue 13): each variant's name and one-line
description, its options' names, explanations and values, and the AI levels, from the same catalogs as the rules."""

from __future__ import annotations

import pytest

#: words of the English descriptions and labels that no other language uses
ENGLISH = ["cards", "trump", "bids", "calls", "Tournament", "lowest", "highest", "deal again", "the declarer",
           "clockwise", "nothing", "easy", "hard", "random", "How many", "Which"]


def _variants(client, lang=None):
    params = {"lang": lang} if lang else {}
    return {v["key"]: v for v in client.get("/api/variants", params=params).json()["variants"]}, \
        client.get("/api/variants", params=params).json()


def _texts(v) -> list[str]:
    out = [v["name"], v["description"]]
    for o in v["labels"].values():
        out += [o["name"], o["help"], *o["values"], o.get("none", "")]
    return [s for s in out if s]


def test_english_stays_the_default_and_names_every_option_and_level(client):
    variants, data = _variants(client)
    rook = variants["rook/crowsnest"]
    assert rook["description"].startswith("CrowsNest (default): 41 cards")
    assert rook["name"] == "CrowsNest Rook"
    assert rook["labels"]["nest_points_to"]["name"] == "The nest's points go to"
    assert rook["labels"]["nest_points_to"]["values"] == ["the team that takes the last trick", "the declarer's team"]
    assert rook["labels"]["max_bid"]["none"] == "all the points of a hand"
    assert set(rook["labels"]) == set(rook["options"])
    assert data["levels"]["easy"] == "easy" and set(data["levels"]) == set(data["players"])


@pytest.mark.parametrize("lang", ["hu", "ro", "el", "cs"])
def test_every_variant_speaks_the_players_language(client, lang):
    english, _ = _variants(client)
    variants, data = _variants(client, lang)
    for key, v in variants.items():
        if key.startswith("webtest/"):
            continue
        texts = _texts(v)
        assert v["description"] != english[key]["description"], key
        left = [w for w in ENGLISH for s in texts if f" {w} " in f" {s} "]
        assert not left, (key, left)
        for name, o in v["labels"].items():
            en = english[key]["labels"][name]
            assert o["name"] != en["name"] or lang == "ro" and o["name"] in ("Rook",), (key, name, o["name"])
    assert data["levels"]["easy"] != "easy" and data["levels"]["random"] != "random"


def test_the_seat_values_follow_the_variants_direction(client):
    variants, _ = _variants(client, "hu")
    tractor = variants["shengji/tractor"]["labels"]["first_auction_seat"]["values"]
    assert tractor == ["a mérkőzés első osztója", "Te", "Jobb", "Társ", "Bal"]  # Tractor plays counter-clockwise


def test_an_unknown_language_is_english(client):
    variants, _ = _variants(client, "xx")
    assert variants["rook/crowsnest"]["name"] == "CrowsNest Rook"
