"""cinema - seat bookings.

>>> from cinema import Hall
>>> hall = Hall(2, 4)
>>> hall.find_block(2)
['A1', 'A2']
"""
from .seats import parse_seat, seat_label
from .hall import Hall, SeatTaken

__all__ = ("Hall", "SeatTaken", "parse_seat", "seat_label")
