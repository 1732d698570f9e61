def parking_fee(minutes: int) -> int:
    if minutes < 0:
        raise ValueError(f"invalid stay length: {minutes}")
    if minutes <= 30:
        return 0
    started_hours = (minutes + 59) // 60
    return min(2 * started_hours, 15)
