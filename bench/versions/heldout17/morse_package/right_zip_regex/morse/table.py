import string

_LETTERS = (".- -... -.-. -.. . ..-. --. .... .. .--- -.- .-.. -- -. --- .--. --.- .-. "
            "... - ..- ...- .-- -..- -.-- --..").split()
_DIGITS = "----- .---- ..--- ...-- ....- ..... -.... --... ---.. ----.".split()

CODE = dict(zip(string.ascii_uppercase + string.digits, _LETTERS + _DIGITS))
REVERSE = dict((v, k) for k, v in CODE.items())
