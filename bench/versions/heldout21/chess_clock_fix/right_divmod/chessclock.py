"""A two-player chess clock with a Fischer increment."""

PLAYERS = ("white", "black")


class ChessClock:
    def __init__(self, minutes, increment=0):
        self.remaining = {p: minutes * 60.0 for p in PLAYERS}
        self.increment = increment
        self.turn = "white"
        self.flagged = None

    def _flag(self, player):
        self.remaining[player] = 0.0
        self.flagged = player

    def press(self, elapsed):
        """The player to move used `elapsed` seconds and presses the clock.

        Returns the mover's remaining time in seconds.
        """
        if self.flagged:
            raise RuntimeError(f"game over: {self.flagged} flagged")
        if elapsed < 0:
            raise ValueError("elapsed time cannot be negative")
        player = self.turn
        if elapsed >= self.remaining[player]:
            self._flag(player)
        else:
            self.remaining[player] += self.increment - elapsed
        self.turn = PLAYERS[1 - PLAYERS.index(player)]
        return self.remaining[player]

    def display(self, player):
        return format_time(self.remaining[player])


def format_time(seconds):
    """H:MM:SS from an hour up, M:SS from ten seconds up, 0:SS.t below that."""
    whole = int(seconds)
    if seconds >= 3600:
        hours, rest = divmod(whole, 3600)
        return "%d:%02d:%02d" % (hours, rest // 60, rest % 60)
    if seconds >= 10:
        return "%d:%02d" % divmod(whole, 60)
    tenths = int(f"{seconds:.6f}".replace(".", "")[:-5])
    return "0:%02d.%d" % divmod(tenths, 10)
