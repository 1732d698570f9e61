"""A tiny editable text buffer."""


class TextBuffer:
    def __init__(self, text=""):
        self.text = text
        self._done = []      # list of (pos, removed, inserted)
        self._undone = []

    def _splice(self, pos, remove_len, insert):
        removed = self.text[pos:pos + remove_len]
        self.text = self.text[:pos] + insert + self.text[pos + remove_len:]
        return removed

    def insert(self, pos, s):
        """Insert s before position pos (0 <= pos <= len(text))."""
        if not 0 <= pos <= len(self.text):
            raise IndexError("position out of range")
        self._splice(pos, 0, s)
        self._done.append(("splice", pos, "", s))
        self._undone = []

    def delete(self, pos, length):
        """Remove `length` characters starting at pos; return them."""
        if pos < 0 or length < 0 or pos + length > len(self.text):
            raise IndexError("range out of bounds")
        removed = self._splice(pos, length, "")
        self._done.append(("splice", pos, removed, ""))
        self._undone = []
        return removed

    def replace(self, old, new):
        """Replace every occurrence of old with new; return how many."""
        if not old:
            raise ValueError("old must not be empty")
        count = self.text.count(old)
        if count > 0:
            before = self.text
            self.text = self.text.replace(old, new)
            self._done.append(("whole", before, self.text))
            self._undone = []
        return count

    def _apply(self, op, backwards):
        if op[0] == "splice":
            _, pos, removed, inserted = op
            if backwards:
                self._splice(pos, len(inserted), removed)
            else:
                self._splice(pos, len(removed), inserted)
        else:
            _, before, after = op
            self.text = before if backwards else after

    def undo(self):
        if len(self._done) == 0:
            raise IndexError("nothing to undo")
        op = self._done.pop()
        self._apply(op, backwards=True)
        self._undone.append(op)

    def redo(self):
        if len(self._undone) == 0:
            raise IndexError("nothing to redo")
        op = self._undone.pop()
        self._apply(op, backwards=False)
        self._done.append(op)

    def __len__(self):
        return len(self.text)

    def __str__(self):
        return self.text
