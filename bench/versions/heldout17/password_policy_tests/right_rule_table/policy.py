from typing import Callable, List, Optional, Tuple

RULES: List[Tuple[str, Callable[[str], bool]]] = [
    ("length", lambda pw: len(pw) >= 10),
    ("upper", lambda pw: any(ch.isupper() for ch in pw)),
    ("lower", lambda pw: any(ch.islower() for ch in pw)),
    ("digit", lambda pw: any(ch.isdigit() for ch in pw)),
]


def check_password(pw: str, username: Optional[str] = None) -> List[str]:
    failures = [name for name, ok in RULES if not ok(pw)]
    if username:
        if pw.casefold().find(username.casefold()) != -1:
            failures.append("username")
    return failures
