"""The treadmill in the spare room: one workout's speed, distance, pauses and calories."""


def _is_number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


class Treadmill:
    """One workout session.

    ``Treadmill(weight_kg=70)``
        The runner's weight, a number above 30 and at most 250 (bools
        refused), else ValueError. A new session has speed 0, has covered
        0 km, has no moving or paused minutes and is not paused.

    ``set_speed(kmh)``
        The belt speed in km/h, a number from 0 to 20 inclusive, else
        ValueError. It may be set while paused; it takes effect on resume().

    ``step(minutes)``
        ``minutes`` (a number above 0, else ValueError) go by. When not paused,
        the belt covers ``speed * minutes / 60`` km, which is added to
        ``distance_km``, and, if the speed is above 0, the minutes are added
        to ``moving_minutes``. While paused the belt is still: no distance
        and no moving minutes are added, and the minutes are added to
        ``paused_minutes`` instead.

    ``pause()`` / ``resume()``
        pause() stops the belt; resume() starts it again at the speed that is
        set. pause() while already paused, or resume() while not paused,
        raises RuntimeError.

    ``paused`` (property)
        Whether the session is paused.

    ``calories`` (property)
        Roughly one kcal per kg of body weight per km:
        ``distance_km * weight_kg``, rounded to the nearest int.

    ``pace() -> float | None``
        Minutes per km over the moving time (``moving_minutes /
        distance_km``), rounded to 2 decimals; None while no distance has
        been covered.
    """

    def __init__(self, weight_kg=70):
        if not _is_number(weight_kg) or not 30 < weight_kg <= 250:
            raise ValueError("weight_kg must be above 30 and at most 250")
        self.weight_kg = weight_kg
        self.speed = 0
        self.distance_km = 0.0
        self.moving_minutes = 0
        self.paused_minutes = 0
        self._paused = False

    def set_speed(self, kmh):
        if not _is_number(kmh) or not 0 <= kmh <= 20:
            raise ValueError("speed must be from 0 to 20 km/h")
        self.speed = kmh

    def step(self, minutes):
        if not _is_number(minutes) or minutes <= 0:
            raise ValueError("minutes must be above 0")
        if self._paused:
            self.paused_minutes += minutes
            return
        self.distance_km += self.speed * minutes / 60
        if self.speed > 0:
            self.moving_minutes += minutes

    def pause(self):
        if self._paused:
            raise RuntimeError("already paused")
        self._paused = True

    def resume(self):
        if not self._paused:
            raise RuntimeError("not paused")
        self._paused = False

    @property
    def paused(self):
        return self._paused

    @property
    def calories(self):
        return round(self.distance_km * self.weight_kg)

    def pace(self):
        if self.distance_km == 0:
            return None
        return round(self.moving_minutes / self.distance_km, 2)
