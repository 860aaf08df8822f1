"""The hand reviews as a service of their own (``reviews.Reviews``), driven without a web app: a table is anything
with an id, its options, its match (its game), its review tasks and a way to tell a seat."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any

from asyncrun import run_coroutine
from tricktable.engine import get_game
from tricktable.i18n import LANGUAGES, localizer
from tricktable.interfaces.web.ai_pool import AIPool
from tricktable.interfaces.web.reviews import Reviews, not_reviewed
from tricktable.storage import Store


class _Table:
    def __init__(self, game_id: str, variant: str = "rook") -> None:
        self.id, self.options_json = game_id, "{}"
        self.session = SimpleNamespace(game=get_game(variant))
        self.review_tasks: set[asyncio.Task] = set()
        self.told: list[tuple[int, dict[str, Any]]] = []

    def tell(self, seat: int, msg: dict[str, Any]) -> None:
        self.told.append((seat, msg))


def _over(tmp_path, seats: list[int], redeal: bool,
          variant: str = "rook") -> tuple[_Table, dict[int, dict[int, dict[str, Any]]]]:
    async def scenario():
        pool = AIPool(processes=0, threads=1, max_background=0)  # the background lane is full
        try:
            store = Store(tmp_path / f"{len(seats)}{redeal}.db")
            store.create_game("g1", variant, {}, 1, 0, ["human", "random", "human", "random"], {0: "a", 2: "b"})
            store.add_hand("g1", 3, 2, 0, 0, ["", "", "", ""], "")
            reviews, table = Reviews(store, pool, patience=1.0), _Table("g1", variant)
            reviews.hand_over(table, hand_seq=3, hand_number=2, seats=seats, redeal=redeal)
            await asyncio.gather(*table.review_tasks)
            return table, await reviews.kept("g1", [0, 1, 2])
        finally:
            pool.close()
    return run_coroutine(scenario())


def test_a_hand_the_full_lane_cannot_review_is_kept_and_told_as_skipped_to_each_human_seat(tmp_path):
    table, kept = _over(tmp_path, [0, 2], redeal=False)
    assert [seat for seat, _ in table.told] == [0, 2]
    for seat, msg in table.told:
        assert msg["type"] == "review" and msg["review"]["skipped"] == "busy" and msg["review"]["seat"] == seat
        assert kept[seat] == {3: msg["review"]}
    assert kept[1] == {}  # an AI seat is not reviewed
    assert kept[0][3]["hand_number"] == 2 and kept[0][3]["messages"][0]["id"] == "review-skipped-busy"


def test_a_redeal_or_a_table_without_people_is_never_reviewed(tmp_path):
    for seats, redeal in (([0, 2], True), ([], False)):
        table, kept = _over(tmp_path, seats, redeal)
        assert table.told == [] and not table.review_tasks and kept == {0: {}, 1: {}, 2: {}}


def test_a_hand_not_reviewed_is_called_as_its_family_calls_a_deal(tmp_path):
    """Callbreak's deal is a round: the message that it was not reviewed says so, as its review heading does
    (``unit``), in every language; Rook's is a hand."""
    table, _ = _over(tmp_path, [0], redeal=False, variant="callbreak/standard")
    said = table.told[0][1]["review"]
    assert said["messages"] == [{"id": "review-skipped-busy", "params": {"number": 2, "unit": "round"}}]
    assert said["lines"] == ["Round 2 was not reviewed: the server was too busy when it ended."]
    assert not_reviewed(get_game("rook"), 0, 2, 0)["lines"] == \
        ["Hand 2 was not reviewed: the server was too busy when it ended."]
    for lang in LANGUAGES:
        words = localizer(lang)
        rnd, hand = ({**said["messages"][0]["params"], "unit": u} for u in ("round", "hand"))
        assert words.format("review-skipped-busy", rnd) != words.format("review-skipped-busy", hand), lang
        heading = words.format("review-hand", {"number": 2, "decisions": 1, "unit": "round"})
        round_word = next(w for w in heading.replace(".", " ").replace(":", " ").split() if w.isalpha())
        assert round_word.lower() in words.format("review-skipped-busy", rnd).lower(), lang
