"""A tiny editable text buffer."""


class TextBuffer:
    def __init__(self, text=""):
        self.text = text
        self._undo = []
        self._redo = []

    def _record(self, before):
        self._undo.append(before)
        self._redo.clear()

    def insert(self, pos, s):
        """Insert s before position pos (0 <= pos <= len(text))."""
        if not 0 <= pos <= len(self.text):
            raise IndexError("position out of range")
        self._record(self.text)
        self.text = self.text[:pos] + s + self.text[pos:]

    def delete(self, pos, length):
        """Remove `length` characters starting at pos; return them."""
        if pos < 0 or length < 0 or pos + length > len(self.text):
            raise IndexError("range out of bounds")
        removed = self.text[pos:pos + length]
        self._record(self.text)
        self.text = self.text[:pos] + self.text[pos + length:]
        return removed

    def replace(self, old, new):
        """Replace every occurrence of old with new; return how many."""
        if not old:
            raise ValueError("old must not be empty")
        count = self.text.count(old)
        self._record(self.text)
        self.text = self.text.replace(old, new)
        return count

    def undo(self):
        """Revert the most recent edit not yet undone."""
        if not self._undo:
            raise IndexError("nothing to undo")
        self._redo.append(self.text)
        self.text = self._undo.pop()

    def redo(self):
        """Re-apply the most recently undone edit."""
        if not self._redo:
            raise IndexError("nothing to redo")
        self._undo.append(self.text)
        self.text = self._redo.pop()

    def __len__(self):
        return len(self.text)

    def __str__(self):
        return self.text
