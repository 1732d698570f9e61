"""A two-player chess clock with a Fischer increment."""

PLAYERS = ("white", "black")


class ChessClock:
    def __init__(self, minutes, increment=0):
        self.remaining = {p: minutes * 60.0 for p in PLAYERS}
        self.increment = increment
        self.turn = "white"
        self.flagged = None

    def press(self, elapsed):
        """The player to move used `elapsed` seconds and presses the clock.

        Returns the mover's remaining time in seconds.
        """
        if self.flagged:
            raise RuntimeError(f"game over: {self.flagged} flagged")
        if elapsed < 0:
            raise ValueError("elapsed time cannot be negative")
        player = self.turn
        self.remaining[player] -= elapsed
        self.remaining[player] += self.increment
        if self.remaining[player] <= 0:
            self.remaining[player] = 0.0
            self.flagged = player
        self.turn = "black" if player == "white" else "white"
        return self.remaining[player]

    def display(self, player):
        return format_time(self.remaining[player])


def format_time(seconds):
    """H:MM:SS from an hour up, M:SS from ten seconds up, 0:SS.t below that."""
    if seconds >= 3600:
        whole = int(seconds)
        return f"{whole // 3600}:{whole % 3600 // 60:02d}:{whole % 60:02d}"
    if seconds >= 10:
        whole = int(seconds)
        return f"{whole // 60}:{whole % 60:02d}"
    tenths = int(seconds * 10)
    return f"0:{tenths // 10:02d}.{tenths % 10}"
