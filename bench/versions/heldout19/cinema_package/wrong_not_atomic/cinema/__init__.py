"""Seat booking for the community cinema."""

from .hall import Hall, SeatTaken
from .seats import parse_seat, seat_label

__all__ = ["Hall", "SeatTaken", "parse_seat", "seat_label"]
