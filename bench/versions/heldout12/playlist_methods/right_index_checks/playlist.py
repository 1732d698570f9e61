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
        secs = 0
        for song in self.songs:
            secs += song.seconds
        if secs >= 3600:
            return "%d:%02d:%02d" % (secs // 3600, secs % 3600 // 60, secs % 60)
        return "%d:%02d" % (secs // 60, secs % 60)

    def _check_index(self, i):
        if not isinstance(i, int) or i < 0 or i >= len(self.songs):
            raise IndexError(f"index {i} out of range")

    def move(self, src, dst):
        self._check_index(src)
        self._check_index(dst)
        self.songs.insert(dst, self.songs.pop(src))

    def dedupe(self):
        before = len(self.songs)
        unique = {}
        for song in self.songs:
            unique.setdefault((song.title.strip().casefold(), song.artist.strip().casefold()), song)
        self.songs = list(unique.values())
        return before - len(self.songs)
