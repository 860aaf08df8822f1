"""Seats 0–3 are numbered in play order: seat s+1 acts after seat s, the partner is s+2, the team is s mod 2."""

NUM_SEATS = 4


def next_seat(seat: int, step: int = 1) -> int:
    return (seat + step) % NUM_SEATS


def partner(seat: int) -> int:
    return (seat + 2) % NUM_SEATS


def team(seat: int) -> int:
    return seat % 2
