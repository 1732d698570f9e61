from cinema.hall import Hall, SeatTaken
from cinema.seats import parse_seat, seat_label
