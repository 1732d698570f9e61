"""A tiny playlist model."""


class Track:
    def __init__(self, title, seconds):
        if seconds < 0:
            raise ValueError("track length cannot be negative")
        self.title = title
        self.seconds = seconds

    def __repr__(self):
        return f"Track({self.title!r}, {self.seconds})"


class Playlist:
    def __init__(self, name):
        self.name = name
        self.tracks = []

    def add(self, title, seconds):
        self.tracks.append(Track(title, seconds))
        return self

    def remove(self, title):
        for i, track in enumerate(self.tracks):
            if track.title == title:
                del self.tracks[i]
                return True
        return False

    def titles(self):
        return [track.title for track in self.tracks]

    def __len__(self):
        return len(self.tracks)

    def total_time(self):
        total = sum(track.seconds for track in self.tracks)
        hours, rest = divmod(total, 3600)
        minutes, seconds = divmod(rest, 60)
        if hours:
            return f"{hours}:{minutes:02d}:{seconds:02d}"
        return f"{minutes}:{seconds:02d}"
