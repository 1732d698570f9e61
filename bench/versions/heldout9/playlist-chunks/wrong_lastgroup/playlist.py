"""A simple playlist of songs."""
from dataclasses import dataclass


@dataclass
class Song:
    title: str
    seconds: int


class Playlist:
    def __init__(self, name):
        self.name = name
        self.songs = []

    def add(self, title, seconds):
        """Append a song; its length must be positive."""
        if seconds <= 0:
            raise ValueError("song length must be positive")
        self.songs.append(Song(title, seconds))

    def titles(self):
        return [song.title for song in self.songs]

    def total_seconds(self):
        return sum(song.seconds for song in self.songs)

    def __len__(self):
        return len(self.songs)

    def _iter_chunks(self, limit):
        group, length = [], 0
        for song in self.songs:
            fits = length + song.seconds <= limit
            if group and not fits:
                yield group
                group, length = [], 0
            group.append(song.title)
            length += song.seconds

    def chunks(self, max_seconds):
        if max_seconds <= 0:
            raise ValueError("max_seconds must be > 0")
        return list(self._iter_chunks(max_seconds))
