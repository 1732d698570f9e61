"""A tiny editable text buffer."""


class TextBuffer:
    def __init__(self, text=""):
        self.text = text

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
        self.text = self.text.replace(old, new)
        return count

    def __len__(self):
        return len(self.text)

    def __str__(self):
        return self.text
