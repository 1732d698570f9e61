"""A two-player chess clock with an optional per-move increment."""

COLOURS = ("white", "black")


class ClockError(Exception):
    """Base class of the clock's refusals."""


class NotRunningError(ClockError):
    """The clock has not been started yet, or the game is already over."""


class FlagFallen(ClockError):
    """The player to move ran out of time."""


class ChessClock:
    """A chess clock for two players, "white" and "black".

    ``ChessClock(minutes, *, increment=0)``
        Each player starts with ``minutes * 60`` seconds. ``minutes`` must be
        an int from 1 to 180 inclusive and ``increment`` an int from 0 to 60
        inclusive (seconds); bools and anything else raise ValueError.

    ``start() -> None``
        Starts the game with white to move. Raises ClockError if the clock
        was already started.

    ``press(elapsed) -> None``
        The player to move has finished a move that took ``elapsed`` seconds
        (an int or float of at least 0, else ValueError). Raises
        NotRunningError before start() and once the game is over.
        ``elapsed`` is taken off the mover's time. If that leaves 0 or less,
        their time is set to exactly 0, they become the loser, the game is
        over, the turn does not pass, the move is not counted, and
        FlagFallen is raised. Otherwise the increment is added to the
        mover's time, the move is counted and the other player is to move.

    ``remaining(colour) -> float``
        Seconds left for "white" or "black" (exact lower-case names); any
        other name raises ValueError.

    ``display(colour) -> str``
        The time left as "M:SS": whole minutes (not limited to 59), a colon,
        then the seconds with two digits. Fractions of a second are dropped,
        never rounded up.

    ``to_move`` (property)
        "white" or "black": the player whose clock runs (white before start()).

    ``moves`` (property)
        The number of completed moves by both players together.

    ``loser`` (property)
        The colour whose flag fell, or None while nobody's has.
    """

    def __init__(self, minutes, *, increment=0):
        for name, value, low, high in (("minutes", minutes, 1, 180),
                                       ("increment", increment, 0, 60)):
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueError(f"{name} must be an int")
            if not low <= value <= high:
                raise ValueError(f"{name} must be from {low} to {high}")
        self.increment = increment
        self._left = {"white": minutes * 60.0, "black": minutes * 60.0}
        self._to_move = "white"
        self._started = False
        self._moves = 0
        self._loser = None

    def start(self):
        if self._started:
            raise ClockError("the clock is already running")
        self._started = True

    def press(self, elapsed):
        if not self._started or self._loser is not None:
            raise NotRunningError("the clock is not running")
        if isinstance(elapsed, bool) or not isinstance(elapsed, (int, float)) or elapsed < 0:
            raise ValueError("elapsed must be a number of at least 0")
        mover = self._to_move
        self._left[mover] -= elapsed
        if self._left[mover] <= 0:
            self._left[mover] = 0.0
            self._loser = mover
            raise FlagFallen(mover)
        self._left[mover] += self.increment
        self._moves += 1
        self._to_move = "black" if mover == "white" else "white"

    def remaining(self, colour):
        if colour not in COLOURS:
            raise ValueError(f"unknown colour {colour!r}")
        return self._left[colour]

    def display(self, colour):
        whole = int(self.remaining(colour))
        return f"{whole // 60}:{whole % 60:02d}"

    @property
    def to_move(self):
        return self._to_move

    @property
    def moves(self):
        return self._moves

    @property
    def loser(self):
        return self._loser
