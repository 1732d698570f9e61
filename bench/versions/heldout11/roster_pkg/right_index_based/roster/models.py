import dataclasses


@dataclasses.dataclass(frozen=False)
class Member:
    name: str = ""
    team: str = ""
    email: str = ""
