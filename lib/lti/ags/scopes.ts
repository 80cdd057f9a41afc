/** The Assignment and Grade Services 2.0 scopes the tool asks for: its own gradebook columns, reading them back, and posting scores. */
const AGS = "https://purl.imsglobal.org/spec/lti-ags/scope/";

export const AGS_LINE_ITEM_SCOPE = `${AGS}lineitem`;
export const AGS_RESULT_SCOPE = `${AGS}result.readonly`;
export const AGS_SCORE_SCOPE = `${AGS}score`;

export const AGS_SCOPES = [AGS_LINE_ITEM_SCOPE, AGS_RESULT_SCOPE, AGS_SCORE_SCOPE] as const;

export const SCORE_MEDIA_TYPE = "application/vnd.ims.lis.v1.score+json";
export const LINE_ITEM_MEDIA_TYPE = "application/vnd.ims.lis.v2.lineitem+json";
