from typing import Dict, Optional


def _check_jumps(kind: str, jumps: Dict[int, int], size: int, downwards: bool) -> None:
    for start, end in jumps.items():
        if downwards and not end < start:
            raise ValueError(f"{kind} from {start} to {end} does not go down")
        if not downwards and not end > start:
            raise ValueError(f"{kind} from {start} to {end} does not go up")
        if not (1 <= start <= size and 1 <= end <= size):
            raise ValueError(f"{kind} from {start} to {end} leaves the board")
        if start == 1 or start == size:
            raise ValueError(f"{kind} cannot start on square {start}")


class Board:
    """A snakes and ladders board of `size` squares numbered 1..size."""

    def __init__(self, size: int = 100, snakes: Optional[Dict[int, int]] = None,
                 ladders: Optional[Dict[int, int]] = None):
        snakes = snakes or {}
        ladders = ladders or {}
        _check_jumps("snake", snakes, size, downwards=True)
        _check_jumps("ladder", ladders, size, downwards=False)
        shared = snakes.keys() & ladders.keys()
        if shared:
            raise ValueError(f"squares {sorted(shared)} start both a snake and a ladder")
        self.size = size
        self.snakes = dict(snakes)
        self.ladders = dict(ladders)

    def move(self, position: int, roll: int) -> int:
        landed = position + roll
        if landed > self.size:
            return position
        if landed in self.snakes:
            return self.snakes[landed]
        if landed in self.ladders:
            return self.ladders[landed]
        return landed
