from typing import Literal

ContractOutValueType0 = Literal[80, 90, 100, 110, 120, 130, 140, 150, 160]

CONTRACT_OUT_VALUE_TYPE_0_VALUES: set[ContractOutValueType0] = {
    80,
    90,
    100,
    110,
    120,
    130,
    140,
    150,
    160,
}


def check_contract_out_value_type_0(value: int) -> ContractOutValueType0:
    if value in CONTRACT_OUT_VALUE_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CONTRACT_OUT_VALUE_TYPE_0_VALUES!r}")
