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

    def chunks(self, max_seconds):
        if not max_seconds > 0:
            raise ValueError(f"bad max_seconds: {max_seconds}")
        result = []
        i = 0
        n = len(self.songs)
        while i < n:
            j = i + 1
            used = self.songs[i].seconds
            while j < n and used + self.songs[j].seconds <= max_seconds:
                used += self.songs[j].seconds
                j += 1
            result.append([s.title for s in self.songs[i:j]])
            i = j
        return result
