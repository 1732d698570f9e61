"""State of one game of hangman."""


class Hangman:
    """One game of hangman.

    ``word`` may only contain the letters a-z; it is case-insensitive and stored in lower
    case. An empty word or any other character (digits, spaces, hyphens, accents) raises
    ValueError. ``max_misses`` (default 6) must be at least 1, otherwise ValueError.

    The game is lost as soon as the number of misses reaches ``max_misses`` and won as soon
    as every letter of the word has been guessed.
    """

    def __init__(self, word, max_misses=6):
        if not isinstance(word, str) or not word:
            raise ValueError("word must be a non-empty string")
        word = word.lower()
        if any(not "a" <= ch <= "z" for ch in word):
            raise ValueError("word may only contain the letters a-z")
        if max_misses < 1:
            raise ValueError("max_misses must be at least 1")
        self.word = word
        self.max_misses = max_misses
        self.misses = 0
        self._guessed = set()

    def guess(self, letter):
        """Guess one letter and return True if it is in the word, False for a miss.

        The letter is case-insensitive ('E' and 'e' are the same guess). Anything that is
        not a single letter a-z raises ValueError, and so does a letter that was already
        guessed before, hit or miss (a repeated guess is never counted as a miss).
        Guessing after the game is over raises RuntimeError.
        """
        if self.status != "playing":
            raise RuntimeError("the game is over")
        if not isinstance(letter, str) or len(letter) != 1 or not "a" <= letter.lower() <= "z":
            raise ValueError("guess a single letter a-z")
        if letter in self._guessed:
            raise ValueError(f"{letter!r} was already guessed")
        self._guessed.add(letter)
        if letter.lower() in self.word:
            return True
        self.misses += 1
        return False

    @property
    def masked(self):
        """The word with every letter not guessed yet shown as '_', e.g. 'h_ng_an'."""
        return "".join(ch if ch in self._guessed else "_" for ch in self.word)

    @property
    def guessed(self):
        """All letters guessed so far (hits and misses), lower case, sorted."""
        return sorted(self._guessed)

    @property
    def remaining(self):
        """How many more misses are allowed before the game is lost."""
        return self.max_misses - self.misses

    @property
    def status(self):
        """'won', 'lost' or 'playing'."""
        if all(ch in self._guessed for ch in self.word):
            return "won"
        if self.misses >= self.max_misses:
            return "lost"
        return "playing"
