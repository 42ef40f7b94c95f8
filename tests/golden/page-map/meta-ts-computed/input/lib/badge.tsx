export const NEW = <b>New</b>
