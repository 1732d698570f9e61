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
        """Split the songs, in order, into groups of at most max_seconds (greedy)."""
        if max_seconds <= 0:
            raise ValueError("max_seconds must be positive")
        groups = []
        current = []
        current_total = 0
        for song in self.songs:
            if current and current_total + song.seconds >= max_seconds:
                groups.append(current)
                current = []
                current_total = 0
            current.append(song.title)
            current_total += song.seconds
        if current:
            groups.append(current)
        return groups
