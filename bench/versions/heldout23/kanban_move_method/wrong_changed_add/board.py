"""A tiny kanban board: columns of cards, with optional WIP limits."""


class Board:
    def __init__(self, columns, limits=None):
        """columns: column names in order, e.g. ["todo", "doing", "done"].
        limits: optional dict column -> maximum number of cards (WIP limit).
        """
        if len(set(columns)) != len(columns) or not columns:
            raise ValueError("columns must be a non-empty list of distinct names")
        self.order = list(columns)
        self.columns = {name: [] for name in self.order}
        self.limits = dict(limits or {})
        self._next_id = 1

    def _check_room(self, column):
        if column not in self.columns:
            raise KeyError(column)
        limit = self.limits.get(column)
        if limit is not None and len(self.columns[column]) >= limit:
            raise ValueError(f"column {column!r} is full")

    def add(self, title, column=None, position=None):
        """Add a new card (to the first column by default) and return its id."""
        column = self.order[0] if column is None else column
        self._check_room(column)
        card = {"id": self._next_id, "title": title}
        self._next_id += 1
        if position is None:
            position = len(self.columns[column])
        self.columns[column].insert(position, card)
        return card["id"]

    def find(self, card_id):
        """Return (column, index) of a card; KeyError if there is no such card."""
        for name in self.order:
            for index, card in enumerate(self.columns[name]):
                if card["id"] == card_id:
                    return name, index
        raise KeyError(card_id)

    def titles(self, column):
        return [card["title"] for card in self.columns[column]]

    def count(self):
        return sum(len(cards) for cards in self.columns.values())

    def move(self, card_id, column, position=None):
        """Move a card to `column` at `position` (None = at the end)."""
        source, index = self.find(card_id)
        if column not in self.columns:
            raise KeyError(column)
        target = self.columns[column]
        size = len(target) - (1 if source == column else 0)
        if position is None:
            position = size
        elif isinstance(position, bool) or not isinstance(position, int) \
                or not 0 <= position <= size:
            raise IndexError(f"position {position!r} out of range 0..{size}")
        if source != column:
            self._check_room(column)
        card = self.columns[source].pop(index)
        target.insert(position, card)
