from typing import Literal

ContractOutValueType1 = Literal["capot"]

CONTRACT_OUT_VALUE_TYPE_1_VALUES: set[ContractOutValueType1] = {
    "capot",
}


def check_contract_out_value_type_1(value: str) -> ContractOutValueType1:
    if value in CONTRACT_OUT_VALUE_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CONTRACT_OUT_VALUE_TYPE_1_VALUES!r}")
