"""Swagger UI's files for ``/docs``, served by the service itself: the docs work offline.

flask-smorest's ``/docs`` page loads ``swagger-ui.css``,
``swagger-ui-bundle.js`` and ``swagger-ui-standalone-preset.js`` from
``OPENAPI_SWAGGER_UI_URL``. Those files come from swagger-ui-dist as shipped
by the ``swagger-ui-bundle-v2`` package (pinned in ``pyproject.toml``: Swagger
UI 5, the first to read OpenAPI 3.1), and are served under :data:`URL`, so
``/docs`` needs no CDN and no network at all.
"""

from __future__ import annotations

from flask import Blueprint, Flask, Response, send_from_directory
from swagger_ui_bundle import swagger_ui_path

URL = "/docs/assets/"
"""Where the files are served; ``OPENAPI_SWAGGER_UI_URL`` names it."""

FILES = ("swagger-ui.css", "swagger-ui-bundle.js", "swagger-ui-standalone-preset.js")
"""The files flask-smorest's page loads (and only those are served)."""

CONFIG = {"validatorUrl": None}
"""``OPENAPI_SWAGGER_UI_CONFIG``: no validator badge, which would be fetched from swagger.io."""

CACHE_SECONDS = 24 * 3600  # the files change only with the pinned package

blp = Blueprint("docs_assets", __name__)


@blp.get(f"{URL}<any({', '.join(repr(f) for f in FILES)}):name>")
def asset(name: str) -> Response:
    return send_from_directory(swagger_ui_path, name, max_age=CACHE_SECONDS)


def install(app: Flask) -> None:
    """Serve Swagger UI's files at :data:`URL`."""
    app.register_blueprint(blp)
