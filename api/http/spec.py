"""The OpenAPI document, as committed in ``openapi/openapi.json``."""

from __future__ import annotations

import json
from typing import Any

REGENERATE = ".venv/bin/belote openapi --output openapi/openapi.json"


def spec_dict() -> dict[str, Any]:
    from api.http.app import create_app

    app = create_app({"DATABASE_URL": "sqlite://"})
    with app.test_client() as client:
        spec: dict[str, Any] = client.get("/openapi.json").get_json()
    return spec


def spec_json() -> str:
    return json.dumps(spec_dict(), indent=2, sort_keys=True, ensure_ascii=False) + "\n"
