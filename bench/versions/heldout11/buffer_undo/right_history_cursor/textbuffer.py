"""A tiny editable text buffer."""


class TextBuffer:
    def __init__(self, text=""):
        self._states = [text]
        self._at = 0

    @property
    def text(self):
        return self._states[self._at]

    @text.setter
    def text(self, value):
        # a change of text is a new state; anything after the cursor is dropped
        del self._states[self._at + 1:]
        self._states.append(value)
        self._at += 1

    def insert(self, pos, s):
        """Insert s before position pos (0 <= pos <= len(text))."""
        if not 0 <= pos <= len(self.text):
            raise IndexError("position out of range")
        self.text = self.text[:pos] + s + self.text[pos:]

    def delete(self, pos, length):
        """Remove `length` characters starting at pos; return them."""
        if pos < 0 or length < 0 or pos + length > len(self.text):
            raise IndexError("range out of bounds")
        removed = self.text[pos:pos + length]
        self.text = self.text[:pos] + self.text[pos + length:]
        return removed

    def replace(self, old, new):
        """Replace every occurrence of old with new; return how many."""
        if not old:
            raise ValueError("old must not be empty")
        count = self.text.count(old)
        if count:
            self.text = self.text.replace(old, new)
        return count

    def undo(self):
        if self._at == 0:
            raise IndexError("nothing to undo")
        self._at -= 1

    def redo(self):
        if self._at == len(self._states) - 1:
            raise IndexError("nothing to redo")
        self._at += 1

    def __len__(self):
        return len(self.text)

    def __str__(self):
        return self.text
