from .errors import SeatTaken
from .hall import Hall
from .seats import parse_seat, seat_label
