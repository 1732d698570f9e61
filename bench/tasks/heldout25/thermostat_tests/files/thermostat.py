"""A simple room thermostat: a target temperature, a boost button and the heater switch."""

STEP = 0.5          # degrees per up()/down() step
BOOST = 2.0         # degrees added while boosting
BAND = 0.5          # switching band around the effective target


class Thermostat:
    """Room thermostat working in degrees Celsius.

    ``Thermostat(target=20.0, *, minimum=5.0, maximum=30.0)``
        ``minimum`` must be below ``maximum`` and ``target`` must lie between
        them, both ends allowed; otherwise ValueError.

    ``up(steps=1) -> float`` / ``down(steps=1) -> float``
        Raise or lower ``target`` by 0.5 degrees per step, but never past
        ``maximum`` or below ``minimum`` (it stops at the limit). Return the new
        target. ``steps`` must be an int of at least 1, else ValueError.

    ``boost(minutes=30) -> None``
        Starts a boost for ``minutes`` (an int from 1 to 120 inclusive, else
        ValueError). Pressing it again while boosting starts over with the new
        number of minutes; it does not add to what was left.

    ``tick(minutes) -> None``
        Lets ``minutes`` pass (0 or more, else ValueError). The boost ends as soon
        as its minutes have run out.

    ``boost_left``
        Minutes of boost left, 0 when not boosting.

    ``effective_target`` (property)
        ``target`` plus 2.0 while a boost is on, but never above ``maximum``;
        just ``target`` otherwise.

    ``heating(room_temp) -> bool``
        Reads the room temperature and returns whether the heater is on
        afterwards. The heater switches on when ``room_temp`` is at or below
        ``effective_target - 0.5`` and off when it is at or above
        ``effective_target + 0.5``; in between it stays as it was. A new
        thermostat starts with the heater off.

    Example::

        t = Thermostat(20.0)
        t.heating(19.6)     # False  (inside the band, heater was off)
        t.heating(19.5)     # True
        t.heating(20.2)     # True   (inside the band, heater stays on)
        t.heating(20.5)     # False
        t.boost(15)
        t.effective_target  # 22.0
        t.tick(15)
        t.effective_target  # 20.0
    """

    def __init__(self, target=20.0, *, minimum=5.0, maximum=30.0):
        if not minimum < maximum:
            raise ValueError("minimum must be below maximum")
        if not minimum <= target <= maximum:
            raise ValueError("target must be between minimum and maximum")
        self.target = target
        self.minimum = minimum
        self.maximum = maximum
        self.boost_left = 0
        self._on = False

    @staticmethod
    def _check_steps(steps):
        if isinstance(steps, bool) or not isinstance(steps, int) or steps < 1:
            raise ValueError("steps must be an int of at least 1")

    def up(self, steps=1):
        self._check_steps(steps)
        self.target = min(self.maximum, self.target + STEP * steps)
        return self.target

    def down(self, steps=1):
        self._check_steps(steps)
        self.target = max(self.minimum, self.target - STEP * steps)
        return self.target

    def boost(self, minutes=30):
        if isinstance(minutes, bool) or not isinstance(minutes, int):
            raise ValueError("minutes must be an int")
        if not 1 <= minutes <= 120:
            raise ValueError("minutes must be from 1 to 120")
        self.boost_left = minutes

    def tick(self, minutes):
        if minutes < 0:
            raise ValueError("minutes must not be negative")
        self.boost_left = max(0, self.boost_left - minutes)

    @property
    def effective_target(self):
        if self.boost_left > 0:
            return min(self.maximum, self.target + BOOST)
        return self.target

    def heating(self, room_temp):
        goal = self.effective_target
        if room_temp <= goal - BAND:
            self._on = True
        elif room_temp >= goal + BAND:
            self._on = False
        return self._on
