"""The hand reviews as a service of their own (``reviews.Reviews``), driven without a web app: a table is anything
with an id, its options, its review tasks and a way to tell a seat."""

from __future__ import annotations

import asyncio
from typing import Any

from tricktable.interfaces.web.ai_pool import AIPool
from tricktable.interfaces.web.reviews import Reviews
from tricktable.storage import Store


class _Table:
    def __init__(self, game_id: str) -> None:
        self.id, self.options_json = game_id, "{}"
        self.review_tasks: set[asyncio.Task] = set()
        self.told: list[tuple[int, dict[str, Any]]] = []

    def tell(self, seat: int, msg: dict[str, Any]) -> None:
        self.told.append((seat, msg))


def _over(tmp_path, seats: list[int], redeal: bool) -> tuple[_Table, dict[int, dict[int, dict[str, Any]]]]:
    async def scenario():
        pool = AIPool(processes=0, threads=1, max_background=0)  # the background lane is full
        try:
            store = Store(tmp_path / f"{len(seats)}{redeal}.db")
            store.create_game("g1", "rook", {}, 1, 0, ["human", "random", "human", "random"], {0: "a", 2: "b"})
            store.add_hand("g1", 3, 2, 0, 0, ["", "", "", ""], "")
            reviews, table = Reviews(store, pool, patience=1.0), _Table("g1")
            reviews.hand_over(table, hand_seq=3, hand_number=2, seats=seats, redeal=redeal)
            await asyncio.gather(*table.review_tasks)
            return table, await reviews.kept("g1", [0, 1, 2])
        finally:
            pool.close()
    return asyncio.run(scenario())


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
