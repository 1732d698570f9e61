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

    def total_length(self):
        total = sum(s.seconds for s in self.songs)
        h = total // 3600
        m = (total // 60) % 60
        s = total % 60
        return f"{h}:{m:02}:{s:02}" if h > 0 else f"{m}:{s:02}"

    def move(self, src, dst):
        n = len(self.songs)
        for idx in (src, dst):
            if idx < 0 or idx > n - 1:
                raise IndexError("playlist index out of range")
        song = self.songs[src]
        rest = self.songs[:src] + self.songs[src + 1:]
        self.songs = rest[:dst] + [song] + rest[dst:]

    def dedupe(self):
        def norm(text):
            return text.strip().lower()

        result = []
        for song in self.songs:
            if not any(norm(song.title) == norm(o.title) and norm(song.artist) == norm(o.artist)
                       for o in result):
                result.append(song)
        removed = len(self.songs) - len(result)
        self.songs = result
        return removed
