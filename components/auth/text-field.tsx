// The reset dialog's import, kept while that dialog is rewritten elsewhere; the field is components/ui/field.
export { TextField, type TextFieldProps } from "@/components/ui/field";
