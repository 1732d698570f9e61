"""`openkoi connect [PROVIDER|status]` and `openkoi disconnect [PROVIDER|all]`: API keys.

connect PROVIDER asks for the key with hidden input on a terminal (or reads it from stdin
with --key-stdin), tests it with one model-list request (no tokens spent), and saves it
owner-only (0600, atomically) where credential discovery finds it. A key the provider
refuses is not saved. `connect status` shows every provider with a key and where it comes
from; `disconnect` removes saved keys (keys from environment variables are the shell's to
unset). With no provider on a terminal, both offer a numbered picker.

Providers signed in to with a subscription (GitHub Copilot, ChatGPT Plus/Pro) take no key:
connect shows a one-time code and the page to enter it on, waits until it is approved there
(OAuth device code, ``models/oauth.py``), and keeps the tokens 0600 in the OAuth store.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from openkoi.cli import exits
from openkoi.cli.app import App
from openkoi.errors import CredentialError, UsageError

STATUS = "status"
ALL = "all"


def register(sub: Any) -> None:
    p = sub.add_parser("connect", help="save and test a provider's API key, or sign in to "
                       "copilot/chatgpt (status: where each key comes from)",
                       description="Save a provider's API key: hidden input on a terminal (or "
                       "--key-stdin), tested with one model-list request before it is kept "
                       "(a refused key is not saved), stored 0600 under the config dir. "
                       "`copilot` and `chatgpt` sign in with your subscription instead: a "
                       "one-time code to enter on the provider's page, then the tokens are "
                       "kept 0600 and refreshed before they expire. "
                       "`openkoi connect status` lists the providers with a key and where "
                       "each comes from. With no PROVIDER on a terminal: a picker.")
    p.add_argument("provider", nargs="?", metavar="PROVIDER|status",
                   help="anthropic, openai, google, groq, copilot, chatgpt, ... or a "
                   "[providers.NAME] from config.toml; `status` to list; or an integration "
                   "(slack, email, github, linear, jira, notion, gdocs, discord, teams, "
                   "telegram): "
                   "its token, API key, webhook URL or password")
    p.add_argument("--key-stdin", action="store_true",
                   help="read the key from standard input (for scripts)")
    p.add_argument("--no-test", action="store_true",
                   help="save the key without contacting the provider")
    p.add_argument("--json", action="store_true", help="with status: machine-readable")
    p.add_argument("--inbound", action="store_true",
                   help="with slack or github: save the secret that signs what the service "
                   "sends the server (Slack's signing secret, GitHub's webhook secret)")
    p.set_defaults(handler=connect)
    d = sub.add_parser("disconnect", help="remove a saved API key (all: every saved key)",
                       description="Remove the saved key of PROVIDER, or every saved key with "
                       "`all`. Keys that come from environment variables are not files "
                       "openkoi owns: unset the variable. With no PROVIDER on a terminal: a "
                       "picker of the saved keys.")
    d.add_argument("provider", nargs="?", metavar="PROVIDER|all")
    d.set_defaults(handler=disconnect)


def _table(app: App) -> Any:
    from openkoi.models.registry import provider_table

    return provider_table(app.settings)


def connect(args: argparse.Namespace, app: App) -> int:
    if args.provider == STATUS:
        return status(args, app)
    if args.json:
        raise UsageError("--json goes with `connect status`")
    table = _table(app)
    name = args.provider
    if name is None:
        from openkoi.cli.pick import pick

        keyed = [(p.name, f"{p.label} ({p.name})" + (", sign in" if p.auth == "oauth" else ""))
                 for p in table if p.needs_key or p.auth == "oauth"]
        name = pick(app.err, "Connect which provider?", keyed, missing="PROVIDER")
    integration = _integration(name) if table.get(name) is None else None
    if integration is not None:
        return _connect_integration(args, app, integration)
    info = table.get(name)
    if info is None:
        import difflib

        close = difflib.get_close_matches(name, table.names(), n=1)
        raise UsageError(f"unknown provider {name!r}",
                         hint=(f"did you mean {close[0]}? " if close else "")
                         + "see `openkoi connect status`, or add [providers." + name
                         + "] with base_url to config.toml")
    if info.auth == "oauth":
        if args.key_stdin:
            raise UsageError(f"{info.label} takes no API key: it signs in with a code",
                             hint=f"openkoi connect {info.name} (without --key-stdin)")
        return _sign_in(app, info)
    if info.auth == "aws":
        return _aws(app, info)
    if not info.needs_key:
        app.print(f"{info.label} needs no key (api_key_env is not set for it); nothing to save")
        return exits.OK
    key = _read_key(args, info.label)
    return _save_tested(app, info, key, test=not args.no_test)


def _sign_in(app: App, info: Any) -> int:
    """The device-code sign-in: show the code, wait for the approval, keep the tokens."""
    from openkoi.models.credentials import display_path, oauth_path
    from openkoi.models.oauth import DeviceCode, sign_in

    def show(code: DeviceCode) -> None:
        minutes = max(1, round(code.expires_in / 60))
        app.note(f"To sign in to {info.label}, open {code.verification_uri}\n"
                 f"and enter the code {code.user_code} (it expires in {minutes} min). "
                 "Waiting for the approval (Ctrl-C to stop)...")

    sign_in(info.name, app.paths, show=show)
    path = oauth_path(app.paths, info.name)
    app.print(f"signed in to {info.label}; the tokens are saved in {display_path(path)} "
              f"(mode 600) and refreshed before they expire. Use it: -m {info.name}/"
              f"{info.default_model}")
    return exits.OK


def _integration(name: str) -> Any:
    """The integration class called ``name`` (slack, email, github, ...), or None."""
    from openkoi.integrations.settings import services

    return services().get(name)


def _connect_integration(args: argparse.Namespace, app: App, cls: Any) -> int:
    """Save an integration's secret (a bot token, a webhook URL, a password) where
    integrations find it; `openkoi integrations test NAME` then sends a test message."""
    from openkoi import redact
    from openkoi.integrations.settings import credential_name, load
    from openkoi.models.credentials import display_path, save_key

    if args.inbound:
        return _connect_inbound(args, app, cls)
    if not cls.secret:
        app.print(f"{cls.label} needs no secret; set it up as [integrations.{cls.name}]")
        return exits.OK
    if cls.secret_document and args.key_stdin:
        from openkoi.models.credentials import save_secret

        secret = sys.stdin.read()
        redact.remember(secret.strip())
        path = save_secret(app.paths, credential_name(cls.name), secret)
    else:
        secret = _read_key(args, f"{cls.label} {cls.secret}")
        redact.remember(secret)
        path = save_key(app.paths, credential_name(cls.name), secret)
    app.print(f"saved the {cls.label} {cls.secret} to {display_path(path)} (mode 600)")
    if load(app.paths).get(cls.name) is None:
        app.note(f"next: add [integrations.{cls.name}] to {app.paths.config_file} (see the "
                 "README's Integrations section)")
    elif not args.no_test:
        app.note(f"test it: openkoi integrations test {cls.name}")
    shadow = next((v for v in cls.secret_env if _env(v)), None)
    if shadow:
        app.note(f"note: ${shadow} is set and is used before the saved one")
    return exits.OK


def _connect_inbound(args: argparse.Namespace, app: App, cls: Any) -> int:
    """Save the secret that signs what the service sends the server (inbound tasks)."""
    from openkoi import redact
    from openkoi.integrations.settings import inbound_credential_name, load
    from openkoi.models.credentials import display_path, save_key

    if not cls.inbound_secret:
        raise UsageError(f"{cls.label} signs nothing with a shared secret",
                         hint="--inbound goes with slack or github (Discord: public_key "
                         "in config.toml)")
    secret = _read_key(args, f"{cls.label} {cls.inbound_secret}")
    redact.remember(secret)
    path = save_key(app.paths, inbound_credential_name(cls.name), secret)
    app.print(f"saved the {cls.label} {cls.inbound_secret} to {display_path(path)} (mode 600)")
    configured = load(app.paths).get(cls.name)
    first = "" if configured is not None and configured.table.get("inbound") else \
        f"set inbound = true in [integrations.{cls.name}], then "
    app.note(f"{first}restart the server: it takes requests at /hooks/{cls.name}")
    return exits.OK


def _read_key(args: argparse.Namespace, label: str) -> str:
    if args.key_stdin:
        key = sys.stdin.readline().strip()
    else:
        from openkoi.cli.pick import interactive

        if not interactive():
            raise UsageError("no terminal to type the key on",
                             hint="pipe it in: openkoi connect PROVIDER --key-stdin < keyfile")
        import getpass

        try:
            what = label if " " in label else f"{label} API key"
            key = getpass.getpass(f"{what} (input hidden): ").strip()
        except EOFError:
            key = ""
    if not key:
        raise UsageError("no key given", hint="paste the key when asked, or use --key-stdin")
    return key


def _save_tested(app: App, info: Any, key: str, *, test: bool) -> int:
    from openkoi import redact
    from openkoi.models.credentials import Credential, display_path, save_key
    from openkoi.models.probe import probe

    redact.remember(key)
    warning = ""
    if test:
        result = probe(info, Credential(info.name, key, "typed"))
        if not result.ok and "refused the key" in result.detail:
            raise CredentialError(result.detail + "; the key was not saved",
                                  hint="copy the key again from the provider's console")
        if not result.ok:
            warning = f"could not test the key: {result.detail}"
        else:
            app.note(result.detail)
    path = save_key(app.paths, info.name, key)
    app.print(f"saved the {info.label} key to {display_path(path)} (mode 600)")
    if warning:
        app.note(f"warning: {warning} ({info.unreachable_hint}); it is saved anyway: "
                 "`openkoi doctor` tests it again")
    shadow = next((v for v in info.env_vars if _env(v)), None)
    if shadow:
        app.note(f"note: ${shadow} is set and is used before the saved key")
    return exits.OK


def _aws(app: App, info: Any) -> int:
    """Bedrock signs in through the AWS chain: openkoi stores no AWS secret, it says what it
    finds and how to set it up."""
    import os

    from openkoi.models.bedrock import aws_source

    found = aws_source(os.environ)
    region = os.environ.get("AWS_REGION") or os.environ.get("AWS_DEFAULT_REGION")
    if found is None:
        raise UsageError(f"{info.label} uses your AWS credentials, and none were found",
                         hint="run `aws configure` (or `aws sso login` and set AWS_PROFILE), "
                              "and set AWS_REGION; openkoi stores no AWS key")
    app.print(f"{info.label}: AWS credentials from {found}"
              + (f", region {region}" if region else ", region from the profile (or set "
                 "AWS_REGION)")
              + f"; use it with -m {info.name}/{info.default_model}")
    return exits.OK


def _env(name: str) -> bool:
    import os

    return bool(os.environ.get(name, "").strip())


def status(args: argparse.Namespace, app: App) -> int:
    from openkoi.models.credentials import find_credentials

    table = _table(app)
    creds = find_credentials(app.paths, providers=list(table))
    rows: list[dict[str, Any]] = [{"provider": c.provider, "source": c.source, "key": c.redacted,
             "warning": c.warning} for c in creds]
    import os

    from openkoi.models.bedrock import aws_source

    aws = aws_source(os.environ)
    rows += [{"provider": p.name, "source": f"aws chain ({aws})", "key": "", "warning": None}
             for p in table if p.auth == "aws" and aws is not None]
    if args.json:
        app.print_json(rows)
        return exits.OK
    if not rows:
        app.print("no provider keys found: tasks run on the embedded local model "
                  "(openkoi connect PROVIDER to add one)")
        return exits.OK
    width = max(len(r["provider"]) for r in rows)
    for r in rows:
        key = f"  {r['key']}" if r["key"] else ""
        app.print(f"{r['provider']:<{width}}  {r['source']}{key}")
        if r["warning"]:
            app.print(f"{'':<{width}}  warning: {r['warning']}")
    return exits.OK


def disconnect(args: argparse.Namespace, app: App) -> int:
    from openkoi.models.credentials import (
        delete_key,
        delete_oauth,
        saved_providers,
        signed_in_providers,
    )

    keys = saved_providers(app.paths)
    signed = signed_in_providers(app.paths)
    saved = sorted(set(keys) | set(signed))
    name = args.provider
    if name is None:
        from openkoi.cli.pick import pick

        if not saved:
            app.print("no saved keys to remove")
            return exits.OK
        name = pick(app.err, "Remove which saved key?", [(s, s) for s in saved],
                    missing="PROVIDER")
    if name == ALL:
        for provider in saved:
            _forget(app, provider, delete_key, delete_oauth)
        if not saved:
            app.print("no saved keys to remove")
        return exits.OK
    integration = _integration(name) if _table(app).get(name) is None else None
    if integration is not None:
        from openkoi.integrations.settings import credential_name, inbound_credential_name

        removed = delete_key(app.paths, credential_name(name))
        if integration.inbound_secret and delete_key(app.paths, inbound_credential_name(name)):
            app.print(f"removed the saved {integration.label} {integration.inbound_secret}")
        elif not removed:
            raise UsageError(f"no saved {integration.label} secret",
                             hint=f"openkoi connect {name} saves one")
        if removed:
            app.print(f"removed the saved {integration.label} {integration.secret}")
        return exits.OK
    if name in saved:
        _forget(app, name, delete_key, delete_oauth)
        info = _table(app).get(name)
        still = next((v for v in (info.env_vars if info else ()) if _env(v)), None)
        if still:
            app.note(f"note: ${still} is still set, so {name} stays usable until you unset it")
        return exits.OK
    info = _table(app).get(name)
    env_var = next((v for v in (info.env_vars if info else ()) if _env(v)), None)
    if env_var:
        raise UsageError(f"the {name} key comes from ${env_var}, not from a saved file",
                         hint=f"unset {env_var} in your shell profile")
    raise UsageError(f"no saved key for {name!r}",
                     hint="saved keys: " + (", ".join(saved) if saved else "none"))


def _forget(app: App, name: str, delete_key: Any, delete_oauth: Any) -> None:
    if delete_key(app.paths, name):
        app.print(f"removed the saved {name} key")
    if delete_oauth(app.paths, name):
        app.print(f"signed out of {name} (the stored tokens are deleted)")
