"""From "provider/model" (or nothing) to a ready Model.

Which spec is used, first that is set: the ``spec`` argument (a flag), ``settings.roles[role]``,
``settings.model``, then discovery: the first credential found (see ``credentials.py``) with
its provider's default model, and when nothing is found the embedded model
(``local/<settings.local_model>``). The role ``small`` (cheap internal calls), when not
configured, is the main model's provider with its small model.

Roles (``[roles]`` in config.toml): ``executor`` (the tool loop; ``-m`` / ``model`` /
``OPENKOI_MODEL`` come first, then ``roles.executor``, then discovery), ``planner`` (the plan
and the simulated futures), ``evaluator`` (the rubric judge), ``small`` (internal calls:
what a task taught, the Parliament's vote) and ``embedder`` (semantic memory's vectors:
``memory/embeddings.py``). An unset role uses the executor's model, except ``small``: the
executor's provider's small model. ``resolve_roles`` builds each distinct model once.

Specs: ``openai/gpt-4o-mini``, ``anthropic/claude-sonnet-4-5``, ``ollama/qwen2.5-coder``,
``openrouter/anthropic/claude-sonnet-4.5`` (the provider is the part before the first "/"),
``local/strong|fast|tiny``, or a bare known model name (``claude-opus-4-5``). Remote models
come wrapped in ``RetryingModel``; local ones come from ``openkoi.models.local``.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from openkoi.config import Paths, Settings
from openkoi.errors import CredentialError, UnknownModelError
from openkoi.models.anthropic import AnthropicModel
from openkoi.models.base import Model
from openkoi.models.credentials import (
    Credential,
    display_path,
    find_credentials,
    find_key,
    key_path,
)
from openkoi.models.openai_compat import DEFAULT_TIMEOUT_S, OpenAICompatModel
from openkoi.models.providers import (
    LOCAL_PROVIDER,
    ProviderInfo,
    ProviderTable,
    sdk_model_names,
)
from openkoi.models.retry import RetryingModel

# wire format -> the Model class that speaks it ("module:Class": imported when first used)
WIRE_MODELS: dict[str, Any] = {"openai": OpenAICompatModel, "anthropic": AnthropicModel,
                               "responses": "openkoi.models.responses:ResponsesModel",
                               "gemini": "openkoi.models.gemini:GeminiModel",
                               "bedrock": "openkoi.models.bedrock:BedrockModel"}
SMALL_ROLE = "small"
EMBEDDER_ROLE = "embedder"


@dataclass
class RoleModels:
    """The model of each chat role for one task (None: the executor's)."""

    executor: Model
    planner: Model | None = None
    evaluator: Model | None = None
    small: Model | None = None

    def distinct(self) -> list[Model]:
        """Each model once (to close them)."""
        out: dict[int, Model] = {}
        for m in (self.executor, self.planner, self.evaluator, self.small):
            if m is not None:
                out.setdefault(id(m), m)
        return list(out.values())


@dataclass(frozen=True)
class Resolution:
    provider: str
    model: str
    why: str
    info: ProviderInfo | None = None  # None for the embedded model
    credential: Credential | None = None

    @property
    def id(self) -> str:
        return f"{self.provider}/{self.model}"


@dataclass(frozen=True)
class ModelRow:
    """One line of the provider/model table (``openkoi models``)."""

    id: str
    provider: str
    model: str
    context_window: int
    input_price: float
    output_price: float
    default: bool
    small: bool
    available: bool  # a key / server / the embedded runtime is there
    source: str  # where the credential came from, "" when none


def provider_table(settings: Settings) -> ProviderTable:
    return ProviderTable.from_settings(settings.providers)


def choose_model(
    spec: str | None,
    settings: Settings,
    paths: Paths,
    *,
    env: Mapping[str, str] | None = None,
    role: str = "executor",
    credentials: list[Credential] | None = None,
) -> Resolution:
    """Decide which model a role gets and why, without loading or connecting to it."""
    table = provider_table(settings)
    if spec:
        return _from_spec(spec, "given explicitly", settings, table, paths, env, credentials)
    configured = settings.roles.get(role)
    if role == EMBEDDER_ROLE and configured:  # an embedding model: not in the chat tables
        return _from_spec(configured, "roles.embedder in config", settings, table, paths, env,
                          credentials, chat=False)
    if configured and not (role == "executor" and settings.model):  # -m etc. come first
        return _from_spec(configured, f"roles.{role} in config", settings, table, paths, env,
                          credentials)
    if role == SMALL_ROLE:
        main = choose_model(None, settings, paths, env=env, credentials=credentials)
        return small_for(main, settings, paths, env=env, credentials=credentials)
    if role != "executor":  # an unset role is the executor's model
        return choose_model(None, settings, paths, env=env, credentials=credentials)
    if settings.model:
        origin = "OPENKOI_MODEL" if "OPENKOI_MODEL" in settings.sources else "model setting"
        return _from_spec(settings.model, origin, settings, table, paths, env, credentials)
    return _discover(settings, paths, table, env, credentials)


def resolve_model(
    spec: str | None,
    settings: Settings,
    paths: Paths,
    *,
    env: Mapping[str, str] | None = None,
    role: str = "executor",
    credentials: list[Credential] | None = None,
    timeout: float = DEFAULT_TIMEOUT_S,
    progress: Callable[[str], None] | None = None,
) -> Model:
    """The Model for ``spec`` / ``role`` (see the module docstring for the order).
    ``progress`` hears about a first-use install of the embedded model."""
    chosen = choose_model(spec, settings, paths, env=env, role=role, credentials=credentials)
    return build_model(chosen, settings, paths, timeout=timeout, progress=progress)


def resolve_roles(settings: Settings, paths: Paths, *, spec: str | None = None,
                  env: Mapping[str, str] | None = None,
                  credentials: list[Credential] | None = None,
                  timeout: float = DEFAULT_TIMEOUT_S,
                  progress: Callable[[str], None] | None = None) -> RoleModels:
    """The executor (``spec``, else ``settings.model``, else ``roles.executor``, else
    discovery) and the planner, evaluator and small models; a role resolving to a model
    already built shares it (an embedded model is loaded once)."""
    executor_res = choose_model(spec, settings, paths, env=env, credentials=credentials)
    built: dict[str, Model] = {}

    def build(res: Resolution) -> Model:
        if res.id not in built:
            built[res.id] = build_model(res, settings, paths, timeout=timeout, progress=progress)
        return built[res.id]

    executor = build(executor_res)

    def role(name: str) -> Model | None:
        if settings.roles.get(name):
            return build(choose_model(None, settings, paths, env=env, role=name,
                                      credentials=credentials))
        return None

    return RoleModels(executor, planner=role("planner"), evaluator=role("evaluator"),
                      small=build(small_for(executor_res, settings, paths, env=env,
                                            credentials=credentials)))


def small_for(main: Resolution, settings: Settings, paths: Paths, *,
              env: Mapping[str, str] | None = None,
              credentials: list[Credential] | None = None) -> Resolution:
    """The small role: ``roles.small``, else ``main``'s provider's small model."""
    if settings.roles.get(SMALL_ROLE):
        return choose_model(None, settings, paths, env=env, role=SMALL_ROLE,
                            credentials=credentials)
    if main.info is None or main.model == main.info.small_model:
        return main
    return Resolution(main.provider, main.info.small_model,
                      f"small model of {main.provider} (main: {main.id})", main.info,
                      main.credential)


def build_model(chosen: Resolution, settings: Settings, paths: Paths, *,
                timeout: float = DEFAULT_TIMEOUT_S,
                progress: Callable[[str], None] | None = None) -> Model:
    if chosen.info is None:
        from openkoi.models.local import load_local_model

        model: Model = load_local_model(chosen.model, paths, settings, progress=progress)
        return model
    cls = WIRE_MODELS[chosen.info.wire]
    if isinstance(cls, str):
        import importlib

        module, _, name = cls.partition(":")
        cls = getattr(importlib.import_module(module), name)
    key = chosen.credential.key if chosen.credential else None
    extra: dict[str, Any] = {}
    if chosen.info.auth == "oauth":  # the token comes from the sign-in, fresh for each call
        from openkoi.models.signed_in import SignedIn

        extra["signed_in"] = SignedIn(paths, chosen.info.name)
    inner: Model = cls(chosen.info, chosen.model, api_key=key or None, timeout=timeout,
                       **extra)
    return RetryingModel(inner)


def describe_resolution(
    spec: str | None,
    settings: Settings,
    paths: Paths,
    *,
    env: Mapping[str, str] | None = None,
    role: str = "executor",
    credentials: list[Credential] | None = None,
) -> tuple[str, str]:
    """(model id, why it was chosen), for ``openkoi status``."""
    chosen = choose_model(spec, settings, paths, env=env, role=role, credentials=credentials)
    return chosen.id, chosen.why


def list_models(
    settings: Settings,
    paths: Paths,
    *,
    env: Mapping[str, str] | None = None,
    credentials: list[Credential] | None = None,
) -> list[ModelRow]:
    """Every known model of every provider, whether it can be used now, and the embedded
    model's aliases. Ollama lists what its server has installed."""
    table = provider_table(settings)
    creds = _credentials(paths, table, env, credentials)
    by_provider = {c.provider: c for c in creds}
    rows: list[ModelRow] = []
    for info in table:
        cred = by_provider.get(info.name)
        names = list(dict.fromkeys(
            info.model_names() + [info.default_model, info.small_model]
            + list(cred.models if cred else ())))
        for name in names:
            caps = info.capabilities(name)
            rows.append(ModelRow(
                id=f"{info.name}/{name}", provider=info.name, model=name,
                context_window=caps.context_window, input_price=caps.input_price_per_mtok,
                output_price=caps.output_price_per_mtok, default=name == info.default_model,
                small=name == info.small_model, available=cred is not None,
                source=cred.source if cred else "",
            ))
    for entry in _local_catalog():
        rows.append(ModelRow(
            id=f"{LOCAL_PROVIDER}/{entry.name}", provider=LOCAL_PROVIDER, model=entry.name,
            context_window=entry.n_ctx, input_price=0.0, output_price=0.0,
            default=entry.name == settings.local_model, small=False, available=True,
            source="embedded",
        ))
    return rows


def _local_catalog() -> list[Any]:
    from openkoi.models.catalog import CATALOG

    return list(CATALOG.values())


def _credentials(paths: Paths, table: ProviderTable, env: Mapping[str, str] | None,
                 given: list[Credential] | None) -> list[Credential]:
    if given is not None:
        return given
    return find_credentials(paths, env, providers=list(table))


def _discover(settings: Settings, paths: Paths, table: ProviderTable,
              env: Mapping[str, str] | None, given: list[Credential] | None) -> Resolution:
    for cred in _credentials(paths, table, env, given):
        info = table.get(cred.provider)
        if info is None:
            continue
        if info.needs_key or info.auth == "oauth":
            return Resolution(info.name, info.default_model, f"found {_source(cred, env)}",
                              info, cred)
        model = _installed(info.default_model, cred.models)
        if model:
            return Resolution(info.name, model, f"found {_source(cred, env)}", info, cred)
    return Resolution(LOCAL_PROVIDER, settings.local_model,
                      "no API key or local model server found: the embedded model")


def _installed(wanted: str, installed: tuple[str, ...]) -> str:
    """``wanted`` if the server has it (with or without a tag), else its first model."""
    for name in installed:
        if name == wanted or name.split(":")[0] == wanted:
            return wanted if name.endswith(":latest") or name == wanted else name
    return installed[0] if installed else ""


def _source(cred: Credential, env: Mapping[str, str] | None) -> str:
    kind, _, where = cred.source.partition(":")
    if kind == "file":
        return f"saved key {display_path(Path(where), env)}"
    if kind == "probe":
        return f"a server at {where}"
    if kind == "oauth":
        return f"the {cred.provider} sign-in {display_path(Path(where), env)}"
    return where or cred.source


def _from_spec(spec: str, why: str, settings: Settings, table: ProviderTable, paths: Paths,
               env: Mapping[str, str] | None, given: list[Credential] | None, *,
               chat: bool = True) -> Resolution:
    spec = spec.strip()
    provider, sep, model = spec.partition("/")
    if sep and provider == LOCAL_PROVIDER:
        return Resolution(LOCAL_PROVIDER, model or settings.local_model, why)
    info = table.get(provider) if sep else None
    if info is None:
        bare = _bare(spec, table, paths, env, given)
        if bare is None:
            raise _unknown(spec, provider if sep else "", table)
        info, model = bare
    model = model or info.default_model
    cred = _credential_for(info, paths, env, given)
    if chat and info.closed_models and not info.knows(model):
        listed = _listed(info, cred, paths, env)  # what the provider serves now
        if model not in listed:
            names = list(dict.fromkeys(info.known_names() + listed))
            close = difflib.get_close_matches(model, names, n=3, cutoff=0.5)
            raise UnknownModelError(
                f"{info.name} has no model {model!r}",
                suggestions=[f"{info.name}/{n}" for n in close],
                hint=None if close else (
                    f"known: {', '.join(info.model_names())}; a newer model can be added "
                    f"under [providers.{info.name}] models = [...] in config.toml"),
            )
    if info.auth == "oauth" and cred is None:
        raise CredentialError(f"not signed in to {info.label}", provider=info.name,
                              hint=f"openkoi connect {info.name} (signs in with a code)")
    if info.needs_key and cred is None:
        where = display_path(key_path(paths, info.name), env)
        raise CredentialError(
            f"no API key for {info.name}", provider=info.name,
            hint=f"set {' or '.join(info.env_vars)} or save the key in {where} "
                 f"(one line, mode 600)",
        )
    return Resolution(info.name, model, why, info, cred)


def _credential_for(info: ProviderInfo, paths: Paths, env: Mapping[str, str] | None,
                    given: list[Credential] | None) -> Credential | None:
    if given is not None:
        for cred in given:
            if cred.provider == info.name:
                return cred
    if info.auth == "oauth":
        from openkoi.models.credentials import oauth_path, read_oauth

        token = read_oauth(paths, info.name)
        return None if token is None else Credential(
            info.name, "", f"oauth:{oauth_path(paths, info.name)}", warning=token.warning)
    return find_key(paths, info, env) if info.needs_key else None


def _bare(name: str, table: ProviderTable, paths: Paths, env: Mapping[str, str] | None,
          given: list[Credential] | None) -> tuple[ProviderInfo, str] | None:
    """The provider serving a bare model name: the one that serves it (the table, the
    vendor SDK's list, the provider's own model list) and can be used now. Several that can
    be used, or one that cannot while another has a close name, is an UnknownModelError
    listing the candidates."""
    owners: list[ProviderInfo] = []
    for info in table:
        cred = _credential_for(info, paths, env, given)
        if info.model(name) is not None or (
                "/" not in name and name in sdk_model_names(info.sdk_models)) or (
                (cred is not None or info.auth == "aws")  # Bedrock: the AWS chain's
                and name in _listed(info, cred, paths, env)):
            owners.append(info)
    usable = [info for info in owners if _usable(info, paths, env, given)]
    if len(usable) == 1:
        return usable[0], name
    if len(usable) > 1:
        ids = [f"{info.name}/{name}" for info in usable]
        raise UnknownModelError(f"{name!r} is served by {len(usable)} connected providers",
                                suggestions=ids, hint="name the provider: " + " or ".join(ids))
    if not owners:
        return None
    others = [f"{info.name}/{n}" for info in table if info not in owners
              and _usable(info, paths, env, given)
              for n in difflib.get_close_matches(
                  name, info.known_names() + _listed(info, _credential_for(
                      info, paths, env, given), paths, env), n=2, cutoff=0.75)]
    if others:
        raise UnknownModelError(
            f"{name!r} is served by {', '.join(o.name for o in owners)}, which "
            f"{'is' if len(owners) == 1 else 'are'} not connected",
            suggestions=[f"{o.name}/{name}" for o in owners] + others[:3],
            hint=f"openkoi connect {owners[0].name}, or use a connected model: "
                 + " or ".join(others[:3]))
    if len(owners) > 1:
        ids = [f"{o.name}/{name}" for o in owners]
        raise UnknownModelError(f"{name!r} is served by {len(owners)} providers",
                                suggestions=ids, hint="name the provider: " + " or ".join(ids))
    return owners[0], name


def _usable(info: ProviderInfo, paths: Paths, env: Mapping[str, str] | None,
            given: list[Credential] | None) -> bool:
    """Whether ``info`` can be called now: its key or sign-in is there (a provider that
    needs neither, like Ollama, counts; Bedrock when the environment names AWS
    credentials or a profile, or a shared AWS credentials or config file exists)."""
    if info.auth == "aws":
        import os

        from openkoi.models.bedrock import aws_configured

        return aws_configured(env if env is not None else os.environ)
    if not info.needs_key and info.auth == "key":
        return True
    return _credential_for(info, paths, env, given) is not None


def _listed(info: ProviderInfo, cred: Credential | None, paths: Paths,
            env: Mapping[str, str] | None) -> list[str]:
    """The provider's own model list (``discovery``): cached for an hour; with
    OPENKOI_NO_PROBE=1 only the cache is read."""
    import os

    from openkoi.models.discovery import discovered

    names = env if env is not None else os.environ
    offline = names.get("OPENKOI_NO_PROBE", "") in ("1", "true", "yes")
    return discovered(info, cred, paths, offline=offline, env=env)


def _unknown(spec: str, provider: str, table: ProviderTable) -> UnknownModelError:
    if provider:
        names = table.names() + [LOCAL_PROVIDER]
        close = difflib.get_close_matches(provider, names, n=3, cutoff=0.5)
        rest = spec.partition("/")[2]
        return UnknownModelError(
            f"unknown provider {provider!r}",
            suggestions=[f"{p}/{rest}" for p in close],
            hint=None if close else (
                f"known providers: {', '.join(names)}; add an OpenAI-compatible endpoint "
                f"under [providers.{provider}] in config.toml"),
        )
    ids = [f"{i.name}/{n}" for i in table for n in i.model_names()]
    ids += [f"{LOCAL_PROVIDER}/{e.name}" for e in _local_catalog()]
    by_name = {i.partition("/")[2]: i for i in ids}
    close = difflib.get_close_matches(spec, list(by_name), n=3, cutoff=0.5)
    return UnknownModelError(
        f"unknown model {spec!r}", suggestions=[by_name[c] for c in close],
        hint=None if close else "use provider/model, e.g. openai/gpt-4o-mini or local/strong",
    )
