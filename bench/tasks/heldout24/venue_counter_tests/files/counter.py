"""The door clicker for our music venue, with the fire-safety capacity built in."""


def _check_count(n):
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise ValueError(f"a number of people must be an int of at least 1, not {n!r}")


class DoorCounter:
    """Counts people coming in and going out of the venue during one night.

    ``DoorCounter(capacity)``: ``capacity`` is the most people allowed inside at
    once, an int of at least 1; anything else raises ValueError.

    Attributes (read them; the methods keep them up to date):

    ==============  =======================================================
    ``capacity``    as given
    ``inside``      people inside right now; starts at 0
    ``peak``        the highest ``inside`` has been since the counter was
                    made or last reset
    ``total_in``    how many people came in, in total (people who leave and
                    come back count again)
    ``refused``     how many people were turned away by ``enter``
    ==============  =======================================================

    Methods:

    ``enter(n=1)``
        A group of ``n`` people wants in. If letting all of them in would take
        ``inside`` above ``capacity``, none of them get in (a group is never split),
        ``refused`` goes up by ``n`` and the method returns False. Otherwise they
        are all let in and it returns True. Filling the venue exactly to capacity
        is allowed.
    ``leave(n=1)``
        ``n`` people leave. If that is more than are inside, ValueError is raised
        and nothing changes.
    ``space()``
        How many more people may come in right now.
    ``is_full()``
        True when ``inside`` equals ``capacity``.
    ``reset()``
        A new night: ``inside``, ``peak``, ``total_in`` and ``refused`` all go back
        to 0. ``capacity`` stays.

    For ``enter`` and ``leave``, ``n`` must be an int of at least 1 (``True`` does not
    count as one); otherwise ValueError, and nothing changes.

    Example::

        door = DoorCounter(3)
        door.enter(2)   # True    inside 2
        door.enter(2)   # False   inside still 2, refused 2
        door.enter()    # True    inside 3, is_full() is True, space() is 0
        door.leave(2)   #         inside 1, peak 3, total_in 3
    """

    def __init__(self, capacity):
        if isinstance(capacity, bool) or not isinstance(capacity, int) or capacity < 1:
            raise ValueError("capacity must be an int of at least 1")
        self.capacity = capacity
        self.inside = 0
        self.peak = 0
        self.total_in = 0
        self.refused = 0

    def enter(self, n=1):
        _check_count(n)
        if self.inside + n > self.capacity:
            self.refused += n
            return False
        self.inside += n
        self.total_in += n
        self.peak = max(self.peak, self.inside)
        return True

    def leave(self, n=1):
        _check_count(n)
        if n > self.inside:
            raise ValueError(f"only {self.inside} inside, {n} cannot leave")
        self.inside -= n

    def space(self):
        return self.capacity - self.inside

    def is_full(self):
        return self.inside == self.capacity

    def reset(self):
        self.inside = 0
        self.peak = 0
        self.total_in = 0
        self.refused = 0
