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
        total = sum(song.seconds for song in self.songs)
        hours, rest = divmod(total, 3600)
        minutes, seconds = divmod(rest, 60)
        if hours:
            return f"{hours}:{minutes:02d}:{seconds:02d}"
        return f"{minutes}:{seconds:02d}"

    def move(self, src, dst):
        count = len(self.songs)
        if not (-count <= src < count and -count <= dst < count):
            raise IndexError(f"cannot move {src} to {dst} in a playlist of {count}")
        song = self.songs.pop(src)
        self.songs.insert(dst, song)

    def dedupe(self):
        seen = set()
        kept = []
        for song in self.songs:
            key = (song.title.strip().lower(), song.artist.strip().lower())
            if key not in seen:
                seen.add(key)
                kept.append(song)
        removed = len(self.songs) - len(kept)
        self.songs[:] = kept
        return removed
