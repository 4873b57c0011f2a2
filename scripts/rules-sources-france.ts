/**
 * The French CTC rules (FNFE-MPE release 1.4.0.03 of AFNOR XP Z12-012 1.4, Apache-2.0) as the
 * mirror holds them (../shared/corpus/france-ctc/1.4.0.03), each file pinned by its sha256: the
 * BR-FR "Flux 2" management rules per syntax (the Factur-X version, the CII and the UBL one),
 * each with its _WARNING companion, the EXTENDED-CTC-FR base rules for CII and UBL, and the CII
 * D22B schema the EXTENDED-CTC-FR CII documents are checked against. The XSLTs are published
 * inside FNFE's release archive (carried by the phive-rules repository: their origin names the
 * archive's entry, which cannot be downloaded as a file of its own, so in practice the mirror
 * installs them). The XSDs are published in FNFE's repository.
 */
import type { MirrorFile, Package } from './rules-sources.js';

/** The release: the AFNOR XP Z12-012 version (1.4), FNFE's minor version and hotfix. */
export const FRANCE_CTC_VERSION = '1.4.0.03';
const MIRROR = `france-ctc/${FRANCE_CTC_VERSION}`;
const ARCHIVE = {
  repository: 'phax/phive-rules',
  commit: '432f0e9a8cff5c03d06625abe7a5fd8e7e346a64',
  path: `phive-rules-france/docs/2026_08_04_FNFE_RFE_INVOICE_V${FRANCE_CTC_VERSION}.zip!`,
};
const XSD_ORIGIN = {
  repository: 'fnfempe/France_RFE',
  commit: 'e9520ce398cc99bed4bab493773a494af8ca5aff',
  folder: 'FNFE_RFE_INVOICE/CII/1xsd-CII_D22B_uncoupled',
};

/** [path in the release, destination in the package, sha256] of each XSLT. */
const XSLT: readonly (readonly [string, string, string])[] = [
  [
    'Factur-X/EN16931/2xslt/BR-FR-Flux2-Schematron-CII.xslt',
    'facturx/BR-FR-Flux2-Schematron-CII.xslt',
    '6dede5f39a4573cc0a30d3bd47ba1e1584de83c9096d70db91efbf5aa9e5a59e',
  ],
  [
    'Factur-X/EN16931/2xslt/BR-FR-Flux2-Schematron-CII_WARNING.xslt',
    'facturx/BR-FR-Flux2-Schematron-CII_WARNING.xslt',
    '6e171ae69a2e746e60281eba280039440d29b4dff26d247fd9e3f96eb2b41d59',
  ],
  [
    'CII/EN16931/2xslt/BR-FR-Flux2-Schematron-CII.xslt',
    'cii/BR-FR-Flux2-Schematron-CII.xslt',
    'a5509334f70a3c8268f0339a968c49185c17cba60f71c8f6fc095deba94e6438',
  ],
  [
    'CII/EN16931/2xslt/BR-FR-Flux2-Schematron-CII_WARNING.xslt',
    'cii/BR-FR-Flux2-Schematron-CII_WARNING.xslt',
    'b28193dc84a71eda2d091f0cc7a940b96650867a185f8d42c5daf29ad5556bbb',
  ],
  [
    'UBL/EN16931/2xslt/BR-FR-Flux2-Schematron-UBL.xslt',
    'ubl/BR-FR-Flux2-Schematron-UBL.xslt',
    '4a54e8b363907b7ca13c6d63302910aa7e42681fdaa6d16ef18b9a414973c09c',
  ],
  [
    'UBL/EN16931/2xslt/BR-FR-Flux2-Schematron-UBL_WARNING.xslt',
    'ubl/BR-FR-Flux2-Schematron-UBL_WARNING.xslt',
    '47bf0a1018728721434c0f9f6849d278cbaecdcc3236d9e75c65d4bd7e4f9cef',
  ],
  [
    'CII/EXTENDED-CTC-FR/2xslt/EXTENDED-CTC-FR-CII.xslt',
    'extended-ctc-fr/EXTENDED-CTC-FR-CII.xslt',
    'ffac7e4398c5b3364637ca71224ddd54139b5f81b6075e99eb43b5074365abb6',
  ],
  [
    'UBL/EXTENDED-CTC-FR/2xslt/EXTENDED-CTC-FR-UBL.xslt',
    'extended-ctc-fr/EXTENDED-CTC-FR-UBL.xslt',
    '5a30860a106680629afbbd6159d829bf5f353b835fd9eda24ea8e8e13587d4f9',
  ],
];

/** [file, sha256] of the CII D22B schema files (uncoupled, as FNFE publishes them). */
const CII_D22B_XSD: readonly (readonly [string, string])[] = [
  [
    'CrossIndustryInvoice_100pD22B.xsd',
    '7be4b747f29e12634d269e5b456e1d58d7aece2817e23a2ea656bbf78afed80f',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_EDIFICAS-EU_AccountingAccountType_D11A.xsd',
    'e7e6918e7c33438c340419719b1bae639ff84b3f92466d96f20b8069f846f1d2',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_EDIFICAS-EU_AccountingAmountType_D11A.xsd',
    '4415a775f4c2d7be14e653beadc4cd0a69f8134bac53cb800fecfcc39c1a616e',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_ISO_ISO3AlphaCurrencyCode_2012-08-31.xsd',
    '562adfecee1b104df31a43d0f5131f073d945c1777164b1aab7b23c2c13a44bd',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_ActionCode_D22A.xsd',
    '36af3214287d455cdb459846b29cc5f56bb2ce67e7dee99b2cfb002dce9d1719',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_AddressType_D22A.xsd',
    '0cbfa6dbdc440c0b1dac9f0f44203b3f33d11a014ad0798a2df25aa1476c996d',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_AdjustmentReasonDescriptionCode_D22A.xsd',
    '5cca4460a0df6f4d481781cb2ac719591b598a99c10a084dd45609d1674ba98f',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_AllowanceChargeIdentificationCode_D22A.xsd',
    '588d82301a45065ef17cc93927e9de54c9ba5bd648284769506b1871258f0a14',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_AllowanceChargeReasonCode_D22A.xsd',
    '50d05237fcfa8ea21461de193893ca340558c436978961756127959ac40fffca',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_AutomaticDataCaptureMethodCode_D22A.xsd',
    'e9603fddd0a062181b473e2fb7906ae292d3bafb3dad705b8f02ac2d45e54a3b',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_CargoOperationalCategoryCode_D22A.xsd',
    '4cab030adbdda3e0482344d19c07066abf4fcdba35b1b66aa0d14a7766d73a4d',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_CargoTypeCode_1996Rev2Final.xsd',
    '995634da5a94778dea9215324ca21b9950261bea3e82e67a47139459d35c9d9e',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_CommodityIdentificationCode_D22A.xsd',
    '34eaf62a34b082e3a152ff56548a279541eeec2a70047df53b925e64c2ccb753',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_CommunicationMeansTypeCode_D22A.xsd',
    'e8cb6a176bb138b1271801da82f41aa4eab5ae2e0b54feffaa2f57783c16058a',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_ContactFunctionCode_D22A.xsd',
    '18267230b49b9dd8e29a31209a85d06f9180859c3ac2b81d900a00a3f7272656',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_DangerousGoodsPackingCode_D22A.xsd',
    '7ac08578138cd1c5400075ca4b3fd32af143f7a5bb4da994f08fd886f506f601',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_DangerousGoodsRegulationCode_D22A.xsd',
    'f26f315c009b62148d0c17176ffdbc1a83576033eaae5d96368aea9de5c5a868',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_DateOnlyFormatCode_D21B.xsd',
    'fea0ec94dfb8897736f44c42b9a5f0a8dfa463c320ebb16a566b43e665384887',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_DeliveryTermsCode_2020.xsd',
    '2daba3d9e446fb4f1a5b3fb70b9fdb93045c66f84e13c822c0de6318cfa9df9d',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_DeliveryTermsFunctionCode_D22A.xsd',
    'fe94ee012c53382f915125ecc0c630942bb129b0303c3daf76b34cc454b5a5ba',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_DimensionTypeCode_D22A.xsd',
    '7a4eacf64b5fad813d88b43db1c8ca6b80d9b422c7c6dad549dce6f096e4b242',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_DocumentNameCode_Accounting_D22A.xsd',
    '794d733de5752c967a30ec28778bd2eea957b6d5012b9931cde89287ec782d68',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_DocumentNameCode_D22A.xsd',
    '7bb5eb6768f89625c72a6c71fcca33d2083aecc4f16ad45d3b34919b822a01c1',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_DocumentStatusCode_D22A.xsd',
    'e93ee4bbb3ee68c9bd7fe11ca4c109b66ea28a555c4b3f0ffc8bf6988b530418',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_DutyTaxFeeTypeCode_D22A.xsd',
    'b71a2d05dbb49a5230559f26014480284f070f6c088e10bd15a23fe99410da14',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_DutyorTaxorFeeCategoryCode_D22A.xsd',
    '5c4afb1482989533442fbe31d830cc5ff1f47a0f4721ce0d08a33e178eec5c92',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_EventTimeReferenceCodePaymentTermsEvent_D22A.xsd',
    '6bdee2738f8e1540cf64cad35d9471406e5803020f02f0e6f2463970112050d7',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_EventTimeReferenceCode_D22A.xsd',
    '5678f8fc2dfe4da9fd74611acd251cef112c678440f6060e5b8e9d6c5a7d9f77',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_FreightChargeQuantityUnitBasisCode_D22A.xsd',
    '7e9eea3ec3484994e1117e4441ed46ee07029c1886509a4f3e66265378aa329d',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_FreightChargeTariffCode_D22A.xsd',
    '71c5b6c5f2bf0dd0b62b37e22b923d64d9f8cb10264570e9dfa4cd99eb63e6a4',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_GoodsTypeCode_D22A.xsd',
    '6d23895c62ec101a61e915c68ac8377521f218e1f8e9a051314186483bd3ca1d',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_GoodsTypeExtensionCode_D22A.xsd',
    '8d19fa5859d80c61120556730935debba6fe6eb9a90570849220af94ba2a0277',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_LocationFunctionCode_D22A.xsd',
    '2390f4f4b694561b036a876b7d70e3719b7099e594f33a4892018896d49d13b7',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_MeasurementUnitCommonCodeLinear_4.xsd',
    '57727948b0e40f12f7e05fd7dc44cd0d34145b9a381140e67300f27160b6e9e4',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_MeasurementUnitCommonCodeVolume_4.xsd',
    '40819f7a6d7c53bea6b814a352f5c66a46a858ad0b475c1f813ed760dffa204b',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_MeasurementUnitCommonCodeWeight_4.xsd',
    '9f4d65c3825ff6be3b8f9afdc6c9344e55e0e8ee5e0852b1d2bd00b47034b1b8',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_MessageFunctionCode_D22A.xsd',
    '03afa0ebeafb2a814563888964e9fbb3092dac6dbd046f32ae010506e51bc050',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_PackageTypeCode_2006.xsd',
    '1053a3022982349527c19e988196345c34f349cafccc95f682e8f20c8198a3a9',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_PackagingMarkingCode_D22A.xsd',
    '8559ba4bc02676670bfaa1e14b8b3b0821ce8d030eb713bb811d1822b3e63fa2',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_PartyRoleCode_ChargePaying_D22A.xsd',
    'aac087f4c07795cbfe4a70a3d04264b5a5f4da16699cd18c7feaa0d28e919a8b',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_PartyRoleCode_D22A.xsd',
    '99ecdaf8a07492dc1f77c7a485a066310f2b2dea3c161aa72e1113bba2db3ae2',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_PaymentGuaranteeMeansCode_D22A.xsd',
    'f735cea32de21822b8eef7168c9a80832cde62286323681c8834eecf6e01471d',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_PaymentMeansChannelCode_D22A.xsd',
    '6d530291fba7fcb84204dd72c3de70d2b067a8b7f64bc0f2744af611e179eda5',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_PaymentMeansCode_D22A.xsd',
    'de341de756e51412733e8940b7491dac8a51d3fc5796f05d164cf402150b96af',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_PaymentTermsTypeCode_D22A.xsd',
    '4cd466f98f109fa7a46a658526a521e928380884aca08c1edfff9e77f2e9cded',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_PriceTypeCode_D22A.xsd',
    'fa942efa23283935aa36481508c5561c31c05bbe43bfaab328c37d5075e53644',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_ReferenceTypeCode_D22A.xsd',
    '8fefe501824aaa9098169dbf530b75037a428ba338129c9ed5d03a109f79bc8d',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_SealConditionCode_D22A.xsd',
    '0fcb728be045361f2a50aa89e4a820dca4ec71a705b10663e8901cab07f4b22f',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_SealingPartyRoleCode_D22A.xsd',
    '9f83b94fd52c61b99505fdc8859afeab97504aa1e7f9a73e6be7d6a49250f0e6',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_StatusCode_D22A.xsd',
    '1b33f192fd1575223c5829be8e8c9930f1fef560aec5de193219ad0ad90a34e4',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_StatusDescriptionCode_AccountingDebitCredit_D22A.xsd',
    '75a74d59978327a961928954c5880abe3a3b42ca00bea6b3f0ac34e65f07ae21',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_TimeOnlyFormatCode_D21B.xsd',
    'd7f861945712cb833801654c1d6c00f2a80526ff1d9c421cdad6fdc3532e4ba2',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_TimePointFormatCode_D21B.xsd',
    '1c90c2de5327eb50c5f28a0b84339a057590dd650ab49094167f6ab9d8178d0c',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_TransportEquipmentCategoryCode_D22A.xsd',
    'c629795041d9a4003c199dd37b5a3ca5ca64e96fd476fa3e0be3c73dc57bc722',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_TransportEquipmentFullnessCode_D22A.xsd',
    '9c5b19e43360f3edaa6aaaad2800cf11c839b214d92eb621115aba4a3457ec71',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_TransportMeansTypeCode_2007.xsd',
    '0e580953f352fa02c9a3ff9541b6da95188d7a3a5adc060bb198863138f918bc',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_TransportModeCode_2.xsd',
    '773210342e73eef9fa7574e41c69c3537a82960ab43701569fd49a2eb61ac61a',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_TransportMovementStageCode_D22A.xsd',
    'af53f0402b6dcda49d803585b68b6d7ecc25d71380086243f2fbd9db9a9f947d',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_TransportPaymentArrangementCode_D22A.xsd',
    '0cefd926cc8603f119031baf682bdffd37cd45e31b2ed6d0f40f408e8d2eba64',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_data_standard_QualifiedDataType_100.xsd',
    'bc85893ae92561a9a9a760d1d624f340694858ea9b760c9167598da8cc2abe39',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_data_standard_ReusableAggregateBusinessInformationEntity_100.xsd',
    'da59380415e1efe1032e0f787986961efd69c6689906747ed56fd4d17c4dfe61',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_data_standard_UnqualifiedDataType_100.xsd',
    '58acb786f7cab1d70bb179ec6ff3add2e57fdb55f1c3995d3e05887bd2d717a9',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_identifierlist_standard_ISO_ISOTwo-letterCountryCode_SecondEdition2006.xsd',
    '23eb942f0b02dae57330512c362efcc63f925ec1cf832745e2b59241a12c3c34',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_identifierlist_standard_UNECE_FreightCostCode_4.xsd',
    '20b217a5d420395a2bda9875556a2d662251d5c8a1ee472df9082e33a9606a31',
  ],
  [
    'CrossIndustryInvoice_100pD22B_urn_un_unece_uncefact_identifierlist_standard_UNECE_PaymentTermsDescriptionIdentifier_D22A.xsd',
    'a7644538f276168c598715dde8e5016488c390aa208a130cf0491d2dfd594cea',
  ],
];

/** The package under rules/build/france-ctc: installed from the mirror only (never committed). */
export const FRANCE_CTC_PACKAGE: Package = {
  dir: 'build/france-ctc',
  licence:
    'Apache-2.0 (FNFE-MPE France_RFE validation artefacts; installed from the mirror, not committed)',
  redistributable: false,
  version: FRANCE_CTC_VERSION,
  copies: [],
  mirror: {
    version: FRANCE_CTC_VERSION,
    publisher: 'FNFE-MPE (AFNOR XP Z12-012 1.4: BR-FR Flux 2, EXTENDED-CTC-FR)',
    files: [
      ...XSLT.map(
        ([path, to, sha256]): MirrorFile => ({
          path: `${MIRROR}/${path}`,
          sha256,
          to,
          origin: {
            repository: ARCHIVE.repository,
            commit: ARCHIVE.commit,
            path: `${ARCHIVE.path}/${path}`,
          },
        }),
      ),
      ...CII_D22B_XSD.map(
        ([file, sha256]): MirrorFile => ({
          path: `${MIRROR}/CII/1xsd-CII_D22B_uncoupled/${file}`,
          sha256,
          to: `xsd/cii-d22b/${file}`,
          origin: {
            repository: XSD_ORIGIN.repository,
            commit: XSD_ORIGIN.commit,
            path: `${XSD_ORIGIN.folder}/${file}`,
          },
        }),
      ),
    ],
  },
};
