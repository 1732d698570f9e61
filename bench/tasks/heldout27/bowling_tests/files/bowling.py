"""Scoring one player's game of ten-pin bowling, ball by ball, for the club's league night."""

FRAMES = 10
PINS = 10


class BowlingError(Exception):
    """Base class of the errors a Game raises."""


class GameOver(BowlingError):
    """Raised by roll() once the game is finished."""


def _is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


class Game:
    """One player's game of ten frames.

    ``Game()``
        A new game: frame 1, no balls rolled, score 0, not over.

    ``roll(pins)``
        Records one ball that knocked down ``pins``, an int from 0 to 10
        (bools refused), else ValueError. In frames 1 to 9 a frame has two
        balls, and they may not knock down more than 10 pins together
        (ValueError); a strike (all 10 with the first ball) ends the frame at
        once. The 10th frame gets a third ball only if it holds a strike or a
        spare; in it the pins are set up again after each strike or spare,
        and a ball may not knock down more pins than are standing
        (ValueError). Once the game is over, roll() raises GameOver. A ball
        refused with an error changes nothing.

    ``rolls``
        The pins of every ball so far, in order.

    ``frame`` (property)
        The frame being bowled, 1 to 10; it stays 10 once the game is over.

    ``is_over`` (property)
        Whether the 10th frame is finished.

    ``scoresheet() -> list[int]``
        The running total after each frame that can be scored so far. An
        open frame scores its pins; a spare scores 10 plus the next ball; a
        strike scores 10 plus the next two balls. A frame is only scored once
        it is finished and its bonus balls have been rolled. A perfect game
        (12 strikes) scores 300.

    ``score() -> int``
        The last running total of the scoresheet, 0 when it is empty.
    """

    def __init__(self):
        self.rolls = []
        self._frame = 1
        self._balls = []
        self._over = False

    def roll(self, pins):
        if self._over:
            raise GameOver("the game is over")
        if not _is_int(pins) or not 0 <= pins <= PINS:
            raise ValueError("pins must be an int from 0 to 10")
        standing = self._standing()
        if pins > standing:
            raise ValueError(f"only {standing} pins are standing")
        self.rolls.append(pins)
        self._balls.append(pins)
        balls = self._balls
        if self._frame < FRAMES:
            if (len(balls) == 1 and pins == PINS) or len(balls) == 2:
                self._frame += 1
                self._balls = []
        elif len(balls) == 3 or (len(balls) == 2 and sum(balls) < PINS):
            self._over = True

    def _standing(self):
        standing = PINS
        for ball in self._balls:
            standing = PINS if ball == standing else standing - ball
        return standing

    @property
    def frame(self):
        return self._frame

    @property
    def is_over(self):
        return self._over

    def scoresheet(self):
        rolls, totals, total, i = self.rolls, [], 0, 0
        for _ in range(FRAMES):
            if i >= len(rolls):
                break
            if rolls[i] == PINS:
                if i + 2 >= len(rolls):
                    break
                total += PINS + rolls[i + 1] + rolls[i + 2]
                i += 1
            elif i + 1 >= len(rolls):
                break
            elif rolls[i] + rolls[i + 1] == PINS:
                if i + 2 >= len(rolls):
                    break
                total += PINS + rolls[i + 2]
                i += 2
            else:
                total += rolls[i] + rolls[i + 1]
                i += 2
            totals.append(total)
        return totals

    def score(self):
        totals = self.scoresheet()
        return totals[-1] if totals else 0
