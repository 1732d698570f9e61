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
        secs = sum(t.seconds for t in self.tracks)
        if secs > 3600:
            return "%d:%02d:%02d" % (secs // 3600, secs % 3600 // 60, secs % 60)
        return "%d:%02d" % (secs // 60, secs % 60)
