/** Styles of `<nl-edit-address>`; logical properties only. */
export const EDIT_ADDRESS_STYLES = /* css */ `
.saved-address { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
`;
