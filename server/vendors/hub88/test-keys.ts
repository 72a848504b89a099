/**
 * Fixed RSA key pairs for tests and the simulator's development default, made once with
 *   openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out key.pem
 *   openssl pkey -in key.pem -pubout
 * They sign nothing real: never configure them on a live site.
 */
export const aggregatorKeys = {
  privateKey: `-----BEGIN PRIVATE KEY-----
MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQDkAUfSEKubw6Wt
oTVSrEtV7rZIr1jodHWFblOBvptQ6HGL5k+57jMn3BZlvgepBYlmADegLjrUST6r
+IM4q7jwDSd21bP/ZQZoc6NuDViFIE0A1wzEAJp1RnYcvLir2/DcUIbB3E6SJx/a
xO/wmFByQVJ8FXuoiHNb3VdL1UZbX/Y5D7K1/64uu5Gpp12WxAEbPYDTILq0+BGS
FFAOP5jpcoGupzPwiC6vCybC8NX7JHGh5E9UWyK1jpvcrSJhCEDKij/Zer/6HnFZ
53ClNrVckd9JMh98SLj7GLuT8dR2wPI5xxc5o8j2JbOFUl1Ur8fuCYi4cN3OGFgE
38h/sExNAgMBAAECggEAA8aIUdCC2oStMVMu1r/1L9iJwb8IPmrx77B5qqI6mUpF
Z/VQ6/0ncUIVnU5aXslcIPtEmzRP4b2WFqTr1nT0KrEAoGc+LstAPngZEpg7iSDO
WvSmc1qnpeTVIsB2mX9FMsYUz9dvvTFhU/1KML1k8WhKZF/XI89oZvLqIF6QSj7O
4Oqx6VZs6f1Yx63bH6YsWEVGSLO1gXKHLtFvSE0Gzrzhqnp7AHIgMeFyraR2zzjw
ewsGzDzq5K4nR6/s4vtE00UsMfC8RQakTpZWPEINtbF4Ky1ISaBtYN8+kp1O5XlF
pgQITLhVmNk+W2LFkian0TcwwCg50iQcNCHDpZe9QQKBgQD53lx8GqnHg7QwFpHB
AW9JuxkGI3G7TqpT6prVDx1UDyEPYuetmtlcuyQlN/T5fwaWeDsxAVatBeDv/fm2
CIASjNP1FVE3CByOKzIhu7ITgp8//LbPO3QLLBLHNINAhQ/bzrS1lakvkfShdbPv
gjAmZnc1BcJ1G5r8IP11NSYCPQKBgQDpmZNG2YhgPYLqBXmm7BjThqg9nu/Ei8A2
KwLukdCSIAiJsh5s4BJSdlvTjEl4K/iaI1rxd8Dbh/VJ07j5v5T9pnoOD9KfhEH/
uWuyr+Qm01pRdS90eMDIqA7rJ1fI/l08pOpco+hwYYDcIM8WFkdJEpdkwf5velYe
a99xI7xjUQKBgQD07Wu41yYPhWFuNeFf0Lk3C+iGpN3KHl1F7tUg/jTgfggJHgk9
mmlwxZyzwvsmSca6XlafPdGpvvZ0KX/KWOC5zkPCnMfEavYawerdODBhgYv63AyS
bJPek7BAhpAWAZi+/QsUaAS0tZyXXFop73KlYZF+bwvjYVD1zpzEdHmyfQKBgA5I
VIflbwArYqC6WvjIwK/WMN0rpY9H2CW3tYMuqSj2Cm+Y02FmxdgC4pRppGhTj+yk
sr/GyaTiiC3OYyXp/8sObbIEZ6VXKc3f4WTYekOhcok+d/tQEsFx/Q+FpUllu/+k
OawWXXTZkU5kNyUrkYo3N8hyUAMy4KcVg2DghXkxAoGBAPHnGsbHIoDq0ZtoDkSW
mPMUvnyzf7BlbTa6raa+GwesjnP4J2WL+pFdwkDQJBCs1xiUZvgU1129nw5vJlYo
BxfmeeG3C2zqgG6UiBvbcSod77drYPCoY5sSkvPaYXl6NzP81y/SgnvFIu0C0dES
XXRN/V575tjUOVIxPhiqemkH
-----END PRIVATE KEY-----`,
  publicKey: `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA5AFH0hCrm8OlraE1UqxL
Ve62SK9Y6HR1hW5Tgb6bUOhxi+ZPue4zJ9wWZb4HqQWJZgA3oC461Ek+q/iDOKu4
8A0ndtWz/2UGaHOjbg1YhSBNANcMxACadUZ2HLy4q9vw3FCGwdxOkicf2sTv8JhQ
ckFSfBV7qIhzW91XS9VGW1/2OQ+ytf+uLruRqaddlsQBGz2A0yC6tPgRkhRQDj+Y
6XKBrqcz8IgurwsmwvDV+yRxoeRPVFsitY6b3K0iYQhAyoo/2Xq/+h5xWedwpTa1
XJHfSTIffEi4+xi7k/HUdsDyOccXOaPI9iWzhVJdVK/H7gmIuHDdzhhYBN/If7BM
TQIDAQAB
-----END PUBLIC KEY-----`,
};

export const operatorKeys = {
  privateKey: `-----BEGIN PRIVATE KEY-----
MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQCJJhUMJnOMYsjM
TaH4nynbJ9M7BVTofjH4RW733w9eJbFexQkyQqGRntDQo/XoMx1vZ6BQjf60XU9v
dcVN0B49PWDfFGRjfzdgYqDpTq3t+k+By/14+YdXifxS7nBfFe1B9BDOJNh6i5m3
w9lTc+8+DQMenbv9C9fafS8KyCBHqNtRxD8FXRzgUdPgrHaXkJeZ3SNgciGPIiNb
rBfdvvnYDkMSPKHoLW9tif7fQ/SJxEv+MaMM1mwRpajWjHE4plZcdnF5oHr90ZBN
tffV7Tw1fGp3sPNwjYjQVkzWMEPM44VNRFF9C+//QxwP8g2hgVMPM5u3TJmXif+p
88VAaAU3AgMBAAECggEACLl0c05q4U5TabOyjwdI+VkCNenz6cpFUX7RPVFiP+Hz
84xjNmBIuOO6cttLRFckEzcrWpR91GlvKS77uyR3F/w0klxQuoeYNThw9gZ8R/w5
XI9mc3CkLGxpsbjbSyEw85YcD5EGeF0zDR6XT5i7al4XibYNBF7hf1OhT3VFoGlE
mf1yFRO+NGAe4/zNvoR5DKbqepN3NLZr4gek/STsftwP3mDg6aVYAqYGk8BbQqQy
oPuXAo4c0FU61msUObi0FG9CK7WOQm6ps1Lxpdzcy80yGaIh1KxSPBcJUuos/M54
8fbTXw4UGpPa32xLRmIJbirK+wlOrIW4h2t0EtP0QQKBgQC/iQknQZfKVDf4nl2a
wV2jFsyKbfFFNXnQVML3ZksvLXvQkSxycI3b/s7KQQyKhVWWEVnFsSk/5XKQs5TT
WzqRgeFILPQ30t+SOwFrPxWlBhzmGMWq9pTzTIvK+T3qSubX9FAERAHY507sUPbV
fhsUtaGPIdXTw2Cb2mFSW/WXYQKBgQC3TwWigmJxLm/+Agj+4S1k0K8EEeKSCdpl
DXLbxEauP7EqsaaMxYgEa1oMScmufBV4wQwuxeaQa7C4Ph0YkMqHr3SEjNvK0EED
aomBbN7rNWQwn7/HiV/fupwPKQ8X7Xrhg/PKMMiPh/XRGle29fCpzBQJJ9ZWcw4f
ZXbY7mSblwKBgQCArhJmO109Y8OO1ubQV+UO8vxMbHzSIJFMdAXgrOsKMSakA0S3
RgMosFJB8933GolbnyCO/u1VrlOAAAaW0Q3SQE4YbYtODfCCj/3uDZ3/FtJHjJEQ
wUVlCCJLJZSBWf0pTUyM8RvEm/KcNfD/kg+jpDt8rCC6euLnEpqb+IhRQQKBgGb8
ipnmzw/vmxQGaK9qK2q8o9eRhM2vo3equqEmAN/dANiPvpbQU77H4WuN+TWCmT2i
mAmfPg5dsoeQviATGPZqaPgfe0zS+/PDY0XHuOZEtOlslv6v+6Fi4lLSKpyy25rf
25P5HHUnWcAFIMq2GmQLOCZ8rzsaoRCanM78AKI5AoGAMqkwTkCDx8USgbMUOWyH
bybr1qWTZjxDZ/yCfRcLfIxkD1kUmN7s4PNt1FS4Te+597hitVdgI6+ZInXyLPhX
+rNVykfS5mX7ICgSn5zTEbDKFBol/yWjkVJ4mZTf5l4d0XVvmBpPJJodXWMRugpU
Pft9bhT0l7RH8X/lFpDBIXs=
-----END PRIVATE KEY-----`,
  publicKey: `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAiSYVDCZzjGLIzE2h+J8p
2yfTOwVU6H4x+EVu998PXiWxXsUJMkKhkZ7Q0KP16DMdb2egUI3+tF1Pb3XFTdAe
PT1g3xRkY383YGKg6U6t7fpPgcv9ePmHV4n8Uu5wXxXtQfQQziTYeouZt8PZU3Pv
Pg0DHp27/QvX2n0vCsggR6jbUcQ/BV0c4FHT4Kx2l5CXmd0jYHIhjyIjW6wX3b75
2A5DEjyh6C1vbYn+30P0icRL/jGjDNZsEaWo1oxxOKZWXHZxeaB6/dGQTbX31e08
NXxqd7DzcI2I0FZM1jBDzOOFTURRfQvv/0McD/INoYFTDzObt0yZl4n/qfPFQGgF
NwIDAQAB
-----END PUBLIC KEY-----`,
};

/**
 * Signature vectors computed with the openssl CLI, not with our code:
 *   printf '%s' "$body" | openssl dgst -sha256 -sign key.pem | base64 -w0
 * RSA-SHA256 with PKCS#1 v1.5 padding is deterministic, so the same key and bytes give these exactly.
 */
export const signatureVectors = {
  body: '{"user":"demo","transaction_uuid":"16d2dcfe-b89e-11e7-854a-58404eea6d16","token":"55b7518e-b89e-11e7-81be-58404eea6d16","round":"rNEMwgzJAOZ6eR3V","request_uuid":"583c985f-fee6-4c0e-bbf5-308aad6265af","game_code":"sim_lucky_lanterns","currency":"PHP","amount":1250000}',
  byAggregator:
    'dso52aZHjX5l8QXshAhBwefOow/9YUosjHw3Nu5hklsA7jtvCg6Vzt9NS5Ex4mUN5GHpAcSIgTzuJUVRYif93wTAaneXAozNIkeOKS0J29nitBaeSJwr0IPLfT3JTaZndA2iDmk2gg/YDxOusa0jqKYHsdVETpFinvIBImCUDVjenRbGaKPAMR3j5NB4yxjBcruPjJJIC3jj6lsEGQ8zpPmxavALdTwRgDBch2MI6gZf/FeqO7XXK/kD9wDI6EIpY08OFdqOmXuwUro+EK1IIkXv7+u6JPBrGS52Ne+2KspsBcMOmTjeORtB/i4Ss7GUjXuL7WgO16dwGs0IaiCMjQ==',
  byOperator:
    'Elpf9J+Gn/tulMbskcaOAj4vH30+imZOMqWgxVvi38VQ7DF/OeUd2NKBLFt9yXBBvlrQy5Jteqspx6bEB2GTOldDRUU6VRN7ytdaXJXx12FkSrB0JCwCj+JdimbFN65oOtfXx4MbZvEuzFy9b/i6KFMkg9EJtkaIaIC2Fpczb/DRbKUgmqSnTHIAL8XPZKP6sVMutf81HUOLlhvj+Gv0lUKyrE97we/MXB8c9W2vz2/8lXIqw/dPuzixb4evC3QwSe1PmMQXxKcMgvDJYZN/pE6r2NibEVkc06iGgpdIQ1s5YMhJTJA5LIaJy3gYZc6xw6wVzGiousgWmc0wLIEdCA==',
};
