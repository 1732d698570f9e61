"""The departures of one bus route from one stop, on a 24-hour clock."""


class DuplicateDepartureError(ValueError):
    """The departure time is already in the timetable."""


def _minutes(text):
    if (not isinstance(text, str) or len(text) != 5 or text[2] != ":"
            or not text[:2].isdigit() or not text[3:].isdigit()):
        raise ValueError(f"not a HH:MM time: {text!r}")
    hour, minute = int(text[:2]), int(text[3:])
    if hour > 23 or minute > 59:
        raise ValueError(f"not a HH:MM time: {text!r}")
    return hour * 60 + minute


def _text(minutes):
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


class Timetable:
    """The timetable of one route at one stop.

    ``Timetable(route)``
        ``route`` is the route's name; surrounding spaces are stripped and
        kept in ``self.route``. An empty name raises ValueError.

    Times are strings "HH:MM" with exactly two digits each: hours 00 to 23,
    minutes 00 to 59. Anything else ("7:05", "24:00", "12:60", "1205")
    raises ValueError wherever a time is passed in.

        >>> t = Timetable(" 42 ")
        >>> t.add("08:15")
        >>> t.next_departure("08:00")
        '08:15'

    ``add(time) -> None``
        Adds a departure. A time already in the timetable raises
        DuplicateDepartureError, a subclass of ValueError.

    ``remove(time) -> None``
        Removes a departure; KeyError if it is not in the timetable.

    ``departures`` (property)
        All departures as "HH:MM" strings, earliest first.

    ``next_departure(now) -> str or None``
        The first departure at or after ``now`` the same day, or None when
        the last bus of the day has gone.

    ``wait(now) -> int``
        Minutes from ``now`` until the next bus: one leaving at ``now``
        means 0. When no bus is left today, the wait runs until the first
        departure of the next day (the day has 24 * 60 minutes). Raises
        ValueError for an empty timetable.

    ``busiest_hour`` (property)
        The hour (an int, 0 to 23) with the most departures, ties going to
        the earliest such hour; None for an empty timetable.

    ``len(timetable)``
        The number of departures.
    """

    def __init__(self, route):
        route = route.strip()
        if not route:
            raise ValueError("the route needs a name")
        self.route = route
        self._times = set()

    def add(self, time):
        minutes = _minutes(time)
        if minutes in self._times:
            raise DuplicateDepartureError(time)
        self._times.add(minutes)

    def remove(self, time):
        minutes = _minutes(time)
        if minutes not in self._times:
            raise KeyError(time)
        self._times.remove(minutes)

    @property
    def departures(self):
        return [_text(m) for m in sorted(self._times)]

    def next_departure(self, now):
        current = _minutes(now)
        later = [m for m in self._times if m >= current]
        return _text(min(later)) if later else None

    def wait(self, now):
        current = _minutes(now)
        if not self._times:
            raise ValueError("the timetable is empty")
        later = [m for m in self._times if m >= current]
        if later:
            return min(later) - current
        return 24 * 60 - current + min(self._times)

    @property
    def busiest_hour(self):
        if not self._times:
            return None
        counts = {}
        for m in self._times:
            counts[m // 60] = counts.get(m // 60, 0) + 1
        return min(counts, key=lambda hour: (-counts[hour], hour))

    def __len__(self):
        return len(self._times)
