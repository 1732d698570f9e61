"""State of one game of hangman."""
import string

LETTERS = frozenset(string.ascii_lowercase)


class Hangman:
    """One game of hangman.

    ``word`` may only contain the letters a-z (case-insensitive, stored lower case);
    otherwise ValueError. ``max_misses`` (default 6) must be at least 1.
    Lost when misses reach max_misses, won when every letter has been guessed.
    """

    def __init__(self, word, max_misses=6):
        if not isinstance(word, str) or word == "" or not set(word.lower()) <= LETTERS:
            raise ValueError("word may only contain the letters a-z")
        if max_misses < 1:
            raise ValueError("max_misses must be at least 1")
        self.word = word.lower()
        self.max_misses = max_misses
        self._hits = set()
        self._misses = set()

    @property
    def misses(self):
        return len(self._misses)

    def guess(self, letter):
        """Guess one letter; True for a hit, False for a miss."""
        if self.status != "playing":
            raise RuntimeError("the game is over")
        if not isinstance(letter, str) or letter.lower() not in LETTERS:
            raise ValueError("guess a single letter a-z")
        letter = letter.lower()
        if letter in self._hits or letter in self._misses:
            raise ValueError("already guessed")
        if letter in self.word:
            self._hits.add(letter)
            return True
        self._misses.add(letter)
        return False

    @property
    def masked(self):
        return "".join(c if c in self._hits else "_" for c in self.word)

    @property
    def guessed(self):
        return sorted(self._hits | self._misses)

    @property
    def remaining(self):
        return self.max_misses - self.misses

    @property
    def status(self):
        if set(self.word) <= self._hits:
            return "won"
        if self.misses >= self.max_misses:
            return "lost"
        return "playing"
