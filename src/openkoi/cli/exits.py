"""Exit codes, and the only place where errors become them.

    0    done: the result met the quality threshold and checks that ran the code (tests, a
         run of the program on the task's examples) passed (or the command succeeded)
    1    the task finished below the quality threshold, failed, or ran out of budget
         (the best result so far is still delivered)
    2    usage error (bad flags or arguments)
    3    configuration error (corrupt or invalid config.toml)
    4    credentials or model: missing/rejected key, unknown model
    5    the model provider is unreachable or failing (after retries), or an integration's
         service is (`openkoi integrations test`)
    6    the model's output could not be parsed (after retries)
    7    storage error (database or state files)
    8    the embedded model could not be installed or verified
    9    stopped by the Parliament (`openkoi think`): blocked by the Guardian, or it needs a
         human and no terminal could ask one; nothing ran; --override to proceed
    10   unverified: the result met the quality threshold, but nothing that ran the code
         verified it (only a model judged it, the tests that ran do not run the changed
         code, or tests written apart from the code disagree with it). Check it yourself,
         or add tests / examples to the task
    70   internal error (a bug; the traceback is saved to <config>/state/crash.log)
    130  interrupted (Ctrl-C / SIGTERM); the task is recorded as interrupted
"""

from __future__ import annotations

from openkoi import errors

OK = 0
TASK_NOT_MET = 1
USAGE = 2
CONFIG = 3
CREDENTIALS = 4
PROVIDER = 5
MODEL_OUTPUT = 6
STORAGE = 7
MODEL_INSTALL = 8
BLOCKED = 9
UNVERIFIED = 10
INTERNAL = 70
INTERRUPTED = 130

_CODES: list[tuple[type[errors.OpenKoiError], int]] = [
    (errors.UsageError, USAGE),
    (errors.ConfigError, CONFIG),
    (errors.CredentialError, CREDENTIALS),
    (errors.UnknownModelError, CREDENTIALS),
    (errors.ProviderError, PROVIDER),
    (errors.IntegrationError, PROVIDER),
    (errors.ModelOutputError, MODEL_OUTPUT),
    (errors.StorageError, STORAGE),
    (errors.ModelInstallError, MODEL_INSTALL),
    (errors.BudgetExceeded, TASK_NOT_MET),
    (errors.ToolError, TASK_NOT_MET),
    (errors.Interrupted, INTERRUPTED),
]


def code_for(exc: errors.OpenKoiError) -> int:
    return code_for_class(type(exc))


def code_for_class(kind: type[errors.OpenKoiError]) -> int:
    for cls, code in _CODES:
        if issubclass(kind, cls):
            return code
    return TASK_NOT_MET


def one_line(exc: errors.OpenKoiError) -> str:
    text = f"error: {exc.message}"
    if exc.hint:
        text += f" ({exc.hint})"
    return " ".join(text.split())
