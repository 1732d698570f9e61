"""A simple playlist model."""


class Song:
    def __init__(self, title, artist, seconds):
        if seconds < 0:
            raise ValueError("seconds must be >= 0")
        self.title = title
        self.artist = artist
        self.seconds = seconds

    def __repr__(self):
        return f"Song({self.title!r}, {self.artist!r}, {self.seconds})"


class Playlist:
    def __init__(self, name):
        self.name = name
        self.songs = []

    def add(self, song):
        self.songs.append(song)

    def __len__(self):
        return len(self.songs)

    def titles(self):
        return [song.title for song in self.songs]
